import { SEARCH_PAGE_MESSAGES } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import {
  formatAdmitChance,
  formatAdmitRange,
  formatDeadlineDate,
  formatRangeOnly,
  formatWhatIfChance,
} from "./courseFormat";

describe("chance formatting", () => {
  it("says the chance with its likely range, the range unbroken across lines", () => {
    expect(formatAdmitRange(62, { low: 48, high: 74 })).toBe("62%, likely between 48% and 74%");
    expect(
      formatAdmitChance({
        admitChances: 84,
        category: "very safe",
        admitRange: { low: 44, high: 97 },
      }),
    ).toBe("84% admit chance (very safe), likely 44\u201197%");
    expect(formatAdmitChance({ admitChances: 12, category: "ambitious" })).toBe(
      "12% admit chance (ambitious)",
    );
    expect(formatAdmitChance({ admitChances: 0, category: "NA", admitRange: null })).toBe(
      SEARCH_PAGE_MESSAGES.notMet,
    );
  });

  it("where selectivity is not known, says the range alone and why", () => {
    const range = { low: 22, high: 59 };
    expect(formatRangeOnly(range)).toBe("Likely between 22% and 59%");
    expect(
      formatAdmitChance({
        admitChances: 41,
        category: "moderate",
        admitRange: range,
        selectivityKnown: false,
      }),
    ).toBe("22\u201159% admit chance: selectivity not known");
  });

  it("says a what-if's change in points, or that nothing changes", () => {
    expect(formatWhatIfChance({ admitChances: 70, delta: 8 })).toBe("70% (+8 points)");
    expect(formatWhatIfChance({ admitChances: 63, delta: 1 })).toBe("63% (+1 point)");
    expect(formatWhatIfChance({ admitChances: 62, delta: 0 })).toBe("62% (no change)");
  });
});

describe("deadline dates", () => {
  it("prints ISO days without a timezone shift", () => {
    expect(formatDeadlineDate("2026-01-01")).toBe("Jan 1, 2026");
  });
});
