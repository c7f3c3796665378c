import { describe, expect, it } from "vitest";
import {
  allowedStatuses,
  SHORTLIST_MESSAGES,
  SHORTLIST_STATUSES,
  statusChangeRefusal,
  statusOrDefault,
} from "./status";

describe("shortlist statuses", () => {
  it("default to Shortlisted when none (or an unknown one) is stored", () => {
    expect(statusOrDefault(null)).toBe("Shortlisted");
    expect(statusOrDefault("Enrolled")).toBe("Shortlisted");
    expect(statusOrDefault("Wait Listed")).toBe("Wait Listed");
  });

  it("allow Admitted only from Accepted, and Admitted only back to Accepted", () => {
    for (const from of SHORTLIST_STATUSES) {
      const refusal = statusChangeRefusal(from, "Admitted");
      expect(refusal === null).toBe(from === "Accepted" || from === "Admitted");
      if (from !== "Admitted" && from !== "Accepted")
        expect(refusal).toBe(SHORTLIST_MESSAGES.admittedNeedsOffer);
    }
    expect(allowedStatuses("Admitted")).toEqual(["Accepted", "Admitted"]);
    expect(statusChangeRefusal("Admitted", "Rejected")).toBe(SHORTLIST_MESSAGES.admittedStepsBack);
  });

  it("allow every other change, forward jumps and corrections alike", () => {
    const others = SHORTLIST_STATUSES.filter((s) => s !== "Admitted");
    for (const from of others)
      for (const to of others) expect(statusChangeRefusal(from, to), `${from} -> ${to}`).toBeNull();
    expect(allowedStatuses("Shortlisted")).toEqual(others);
  });
});
