import { describe, expect, it } from "vitest";
import { classifyDecisionEmail, classifyPastedText } from "./classify";
import { FIXTURE_UNIVERSITIES } from "./fixtures/universities";
import type { MailMessage } from "./types";

const CMU = 211440;

function fromCmu(text: string, overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    from: "SCS Admissions <admissions@cs.cmu.edu>",
    subject: "Your application",
    date: "2025-03-07T21:14:00Z",
    text,
    ...overrides,
  };
}

const kindOf = (text: string, overrides: Partial<MailMessage> = {}) =>
  classifyDecisionEmail(fromCmu(text, overrides), FIXTURE_UNIVERSITIES).kind;

describe("classifyDecisionEmail: the rules", () => {
  it("keeps an offer whose letter refuses something else (funding, deferrals)", () => {
    expect(
      kindOf(
        "We are delighted to offer you admission to the MSCS program. Unfortunately, we are unable to offer you funding.",
      ),
    ).toBe("Accepted");
    expect(
      kindOf(
        "You have been admitted to the MSCS program. Please note that we cannot offer admission deferrals.",
      ),
    ).toBe("Accepted");
  });

  it("reads refusals that wrap acceptance words as refusals", () => {
    expect(kindOf("We are unable to offer you admission.")).toBe("Rejected");
    expect(kindOf("We cannot offer admission to you this year.")).toBe("Rejected");
    expect(kindOf("You have not been admitted to the program.")).toBe("Rejected");
    expect(kindOf("You were not selected for an interview.")).toBe("Rejected");
    expect(kindOf("We are unable to offer you admission. We do not maintain a waitlist.")).toBe(
      "Rejected",
    );
  });

  it("reads a waitlist letter, which also refuses admission 'at this time', as Wait Listed", () => {
    expect(
      kindOf(
        "Unfortunately, we are unable to offer you admission at this time. However, you have been placed on our waitlist.",
      ),
    ).toBe("Wait Listed");
  });

  it("ignores what a condition or a hedge qualifies", () => {
    expect(kindOf("If you are admitted, you will receive an I-20.")).toBe("Not a decision");
    expect(kindOf("Once you have been admitted, housing opens.")).toBe("Not a decision");
    expect(
      kindOf("This is not an admission decision; you have been admitted to nothing yet."),
    ).toBe("Not a decision");
    expect(kindOf("Your application has been accepted for review.")).toBe("Not a decision");
    expect(kindOf("If we need additional documents, we will contact you.")).toBe("Not a decision");
  });

  it("needs a cue that says it to the student: a supporting word alone decides nothing", () => {
    expect(kindOf("Congratulations! We regret the delay. Unfortunately the portal is down.")).toBe(
      "Not a decision",
    );
    expect(kindOf("I was accepted to the program two years ago.")).toBe("Not a decision");
  });

  it("asks bulk mail for a cue that decides on its own", () => {
    const footer = " To unsubscribe, click here.";
    expect(kindOf(`Congratulations on your admission to CMU!${footer}`)).toBe("Accepted");
    expect(kindOf(`Your application is missing the following items.${footer}`)).toBe(
      "Not a decision",
    );
  });

  it("reads the cue phrases issue 17 names", () => {
    expect(kindOf("We would like to invite you to interview.")).toBe("Interview");
    expect(kindOf("Please schedule an interview with the committee.")).toBe("Interview");
    expect(kindOf("Additional materials required: your GRE scores.")).toBe("Information request");
    expect(kindOf("Your application is incomplete.")).toBe("Information request");
    expect(kindOf("You have been placed on our wait list.")).toBe("Wait Listed");
    expect(kindOf("We are pleased to offer you admission.")).toBe("Accepted");
    expect(kindOf("We are not able to offer you admission.")).toBe("Rejected");
    expect(kindOf("We regret to inform you that your application is incomplete.")).toBe(
      "Information request",
    );
  });

  it("flags a notice that something waits in the portal, and only that", () => {
    const portal = (text: string) =>
      classifyDecisionEmail(fromCmu(text), FIXTURE_UNIVERSITIES).portalUpdate;
    expect(portal("There has been an update to your application. Please log in to view it.")).toBe(
      true,
    );
    expect(portal("Your application status has changed.")).toBe(true);
    expect(portal("You can log in to check your application status at any time.")).toBe(false);
  });

  it("flags a decision waiting in the portal without calling it a decision", () => {
    const finding = classifyDecisionEmail(
      fromCmu("Your decision letter is now available. Log in to view it."),
      FIXTURE_UNIVERSITIES,
    );
    expect(finding).toMatchObject({
      kind: "Not a decision",
      portalUpdate: true,
      sentence: "Your decision letter is now available.",
    });
  });

  it("reads nothing from a sender off the shortlist unless the copy is forwarded or pasted", () => {
    const letter = "Congratulations! You have been admitted to Carnegie Mellon University.";
    const direct = classifyDecisionEmail(
      fromCmu(letter, { from: "Friend <friend@gmail.com>" }),
      FIXTURE_UNIVERSITIES,
    );
    expect([direct.kind, direct.universityId]).toEqual(["Not a decision", null]);
    const forwarded = classifyDecisionEmail(
      fromCmu(letter, { from: "Priya <priya@gmail.com>", subject: "Fwd: news" }),
      FIXTURE_UNIVERSITIES,
    );
    expect([forwarded.kind, forwarded.universityId, forwarded.forwarded]).toEqual([
      "Accepted",
      CMU,
      true,
    ]);
    expect(classifyPastedText(letter, FIXTURE_UNIVERSITIES).universityId).toBe(CMU);
  });

  it("does not take a school named in passing for the sender of a forwarded letter", () => {
    const body =
      "---------- Forwarded message ---------\nFrom: SDSU <grad@sdsu.edu>\nSubject: Decision\n\n" +
      "You have been admitted to San Diego State. Many of our students also applied to Purdue.";
    const finding = classifyDecisionEmail(
      fromCmu(body, { from: "Priya <priya@gmail.com>", subject: "Fwd: Decision" }),
      FIXTURE_UNIVERSITIES,
    );
    expect(finding).toMatchObject({
      kind: "Not a decision",
      universityId: null,
      sender: "grad@sdsu.edu",
    });
  });

  it("answers Not a decision for a pasted text that names no shortlisted university", () => {
    const finding = classifyPastedText(
      "You have been admitted to Texas A&M University.",
      FIXTURE_UNIVERSITIES,
    );
    expect(finding).toMatchObject({ kind: "Not a decision", universityId: null, sender: "" });
  });

  it("reads pasted HTML as HTML", () => {
    const finding = classifyPastedText(
      "<p>Dear Priya,</p><p>You have been admitted to Carnegie Mellon University.</p>",
      FIXTURE_UNIVERSITIES,
    );
    expect(finding.sentence).toBe("You have been admitted to Carnegie Mellon University.");
  });

  it("quotes at most 300 characters, cut at a word, of a long deciding sentence", () => {
    const long = `We are delighted to offer you admission to the MSCS program, ${"and we add more words to this sentence ".repeat(12)}today.`;
    const finding = classifyDecisionEmail(fromCmu(long), FIXTURE_UNIVERSITIES);
    expect(finding.kind).toBe("Accepted");
    expect(finding.sentence?.length).toBeLessThanOrEqual(300);
    expect(finding.sentence?.endsWith("\u2026")).toBe(true);
    expect(long.startsWith(finding.sentence?.slice(0, -1) ?? "x")).toBe(true);
  });

  it("reads the HTML part when the text part is a stub", () => {
    const finding = classifyDecisionEmail(
      fromCmu("Please view this message in an HTML-capable mail client.", {
        html: "<p>Dear Priya,</p><p>We are delighted to offer you admission to the MSCS program for Fall 2025, and we hope you will join us.</p>",
      }),
      FIXTURE_UNIVERSITIES,
    );
    expect(finding.kind).toBe("Accepted");
  });

  it("answers Not a decision for an empty message", () => {
    expect(kindOf("", { subject: "" })).toBe("Not a decision");
  });
});
