import { PASTED_TEXT_MAX, PROPOSAL_MESSAGES } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { pastedTextIssue } from "./pasteDecision.machine";
import { decisionDay, proposalLine } from "./proposalsText";

describe("the words of a decision found in email", () => {
  const now = new Date("2027-04-01T12:00:00");

  it("says the day as '12 March', with the year only when it is not this one", () => {
    expect(decisionDay("2027-03-12T12:00:00", now)).toBe("12 March");
    expect(decisionDay("2026-12-03T12:00:00", now)).toBe("3 December 2026");
  });

  it("asks to update the status only for a decision that sets one", () => {
    const base = {
      universityName: "Purdue University",
      courseName: null,
      receivedAt: `${new Date().getFullYear()}-02-02T12:00:00`,
    };
    expect(proposalLine({ ...base, decision: "Wait Listed", proposedStatus: "Wait Listed" })).toBe(
      "Purdue University: looks like Wait Listed on 2 February. Update status?",
    );
    expect(proposalLine({ ...base, decision: "Information request", proposedStatus: null })).toBe(
      "Purdue University: looks like a request for more information on 2 February.",
    );
  });
});

describe("a pasted email before it is sent", () => {
  it("refuses an empty or a too long text with the server's own words", () => {
    expect(pastedTextIssue("  \n ")).toBe(PROPOSAL_MESSAGES.pastedEmpty);
    expect(pastedTextIssue("a".repeat(PASTED_TEXT_MAX + 1))).toBe(PROPOSAL_MESSAGES.pastedTooLong);
    expect(pastedTextIssue("a".repeat(PASTED_TEXT_MAX))).toBeNull();
  });
});
