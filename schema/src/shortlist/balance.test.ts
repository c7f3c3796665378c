import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES } from "../university-search";
import { balanceFilters, balanceGroupOf, missingBalance } from "./balance";

describe("a list's balance", () => {
  it("lacks the groups none of its placed programs fill", () => {
    expect(missingBalance(["ambitious", "very ambitious"])).toEqual(["safe", "moderate"]);
    expect(missingBalance(["moderate", "ambitious"])).toEqual(["safe"]);
    expect(missingBalance(["very safe", "ambitious", null])).toEqual(["moderate"]);
    expect(missingBalance(["safe", "moderate"])).toEqual([]);
  });

  it("says nothing of a list with no placed program", () => {
    expect(missingBalance([])).toEqual([]);
    expect(missingBalance(["NA", null])).toEqual([]);
  });

  it("groups categories", () => {
    expect(balanceGroupOf("very safe")).toBe("safe");
    expect(balanceGroupOf("moderate")).toBe("moderate");
    expect(balanceGroupOf("ambitious")).toBeNull();
  });

  it("filters as the preferences ask, no preference filtering nothing", () => {
    const filters = balanceFilters(
      { ...DEFAULT_PREFERENCES, location: ["CA"], weather: ["NP"], tuition: [0, 40000] },
      ["CS"],
    );
    expect(filters).toMatchObject({
      states: ["CA"],
      climate: [],
      tuitionRange: [0, 40000],
      courses: ["CS"],
      includeUnknown: ["tuitionRange", "rankRange"],
    });
  });
});
