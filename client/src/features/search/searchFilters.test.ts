import { COURSE_CODES, DEFAULT_FILTERS, GRE_BANDS } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { clearSession, STORAGE_PREFIX } from "../../shared/session/session";
import { STATE_OPTIONS } from "../../shared/ui/choices/usStates";
import {
  activeFilterCount,
  bandChoice,
  bandRange,
  COURSE_OPTIONS,
  courseMatches,
  FILTERS_STORAGE_KEY,
  loadSavedFilters,
  rememberFilters,
  showsIelts,
  unknownCountNotes,
  withUnknownIncluded,
} from "./searchFilters";

describe("searchFilters", () => {
  it("offers the 50 states and DC by name and every program field by its name", () => {
    expect(STATE_OPTIONS).toHaveLength(51);
    expect(STATE_OPTIONS[0]).toEqual({ value: "AL", label: "Alabama" });
    expect(COURSE_OPTIONS.map((o) => o.value).sort()).toEqual(
      COURSE_CODES.filter((c) => c !== "EM").sort(),
    );
    // Engineering Management is the spec's, but no program of the catalogue is filed under it.
    expect(COURSE_OPTIONS.map((o) => o.value)).not.toContain("EM");
    expect(COURSE_OPTIONS).toContainEqual({ value: "CY", label: "Cybersecurity" });
    expect(COURSE_OPTIONS).toContainEqual({ value: "AE", label: "Aerospace Engineering" });
  });

  it("orders the course names as localeCompare does (byAsciiLabel, no Intl)", () => {
    const labels = COURSE_OPTIONS.map((o) => o.label);
    expect([...labels].sort((a, b) => a.localeCompare(b))).toEqual(labels);
  });

  it("finds courses by their codes and the short forms students use", () => {
    const found = (query: string) =>
      COURSE_OPTIONS.filter((o) => courseMatches(o, query))
        .map((o) => o.value)
        .sort();
    expect(found("cs")).toEqual(["CS"]);
    expect(found("ECE")).toEqual(["CE", "EE"]);
    expect(found("ee")).toEqual(["EE"]);
    expect(found("ML")).toEqual(["AI", "CS", "DS"]);
    expect(found("data science")).toEqual(["DS"]);
    expect(found("cv")).toEqual(["CV"]);
    // The fields beyond the spec's eleven, by the names students use.
    expect(found("cyber")).toEqual(["CY"]);
    expect(found("infosec")).toEqual(["CY"]);
    expect(found("aero")).toEqual(["AE"]);
    expect(found("robotics")).toEqual(["RO"]);
    expect(found("MIS")).toEqual(["INF"]);
  });

  it("counts the parts of a filter that differ from the defaults", () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(
      activeFilterCount({ ...DEFAULT_FILTERS, states: ["CA", "WA"], greRange: [300, 320] }),
    ).toBe(2);
    expect(
      activeFilterCount({ ...DEFAULT_FILTERS, tuitionRange: [...DEFAULT_FILTERS.tuitionRange] }),
    ).toBe(0);
    // Including the programs whose figure is not known narrows nothing.
    expect(
      activeFilterCount({
        ...DEFAULT_FILTERS,
        toeflRange: [100, 120],
        includeUnknown: ["toeflRange"],
      }),
    ).toBe(1);
  });

  it("includes the programs whose figure is not known per range, in one order, and leaves them out again", () => {
    const toefl = withUnknownIncluded(DEFAULT_FILTERS, "toeflRange", true);
    expect(toefl.includeUnknown).toEqual(["toeflRange"]);
    const both = withUnknownIncluded(toefl, "tuitionRange", true);
    expect(both.includeUnknown).toEqual(["tuitionRange", "toeflRange"]);
    expect(withUnknownIncluded(both, "tuitionRange", true).includeUnknown).toEqual([
      "tuitionRange",
      "toeflRange",
    ]);
    expect(withUnknownIncluded(both, "toeflRange", false).includeUnknown).toEqual(["tuitionRange"]);
  });

  it("notes, per range set, how many programs have that figure not known", () => {
    const filters = {
      ...DEFAULT_FILTERS,
      toeflRange: [100, 120] as [number, number],
      greRange: [300, 320] as [number, number],
      includeUnknown: ["greRange" as const],
    };
    const counts = { toeflRange: 2961, greRange: 40, gpaRange: null, tuitionRange: 5 };
    expect(unknownCountNotes(filters, counts)).toEqual([
      { range: "toeflRange", count: 2961, included: false },
      { range: "greRange", count: 40, included: true },
    ]);
    // Nothing left out: nothing to say; no answer yet: nothing either.
    expect(unknownCountNotes(filters, { toeflRange: 0, greRange: null })).toEqual([]);
    expect(unknownCountNotes(filters, null)).toEqual([]);
    expect(unknownCountNotes(DEFAULT_FILTERS, counts)).toEqual([]);
  });

  it("maps bands to ranges and back; the full range is 'any'", () => {
    expect(bandChoice([300, 320], GRE_BANDS)).toBe("1");
    expect(bandChoice(DEFAULT_FILTERS.greRange, GRE_BANDS)).toBe("any");
    expect(bandRange("2", GRE_BANDS, DEFAULT_FILTERS.greRange)).toEqual([320, 340]);
    expect(bandRange("any", GRE_BANDS, DEFAULT_FILTERS.greRange)).toEqual([0, 340]);
  });

  it("remembers a filter for the session under the app prefix, so logout forgets it", () => {
    expect(FILTERS_STORAGE_KEY.startsWith(STORAGE_PREFIX)).toBe(true);
    const filters = { ...DEFAULT_FILTERS, climate: ["Hot"] };
    rememberFilters(filters);
    expect(loadSavedFilters()).toEqual(filters);
    clearSession("logout");
    expect(loadSavedFilters()).toEqual(DEFAULT_FILTERS);
  });

  it("drops a saved value the server would refuse, and forgets the defaults", () => {
    sessionStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify({ states: ["XX"] }));
    expect(loadSavedFilters()).toEqual(DEFAULT_FILTERS);
    expect(sessionStorage.getItem(FILTERS_STORAGE_KEY)).toBeNull();
    sessionStorage.setItem(FILTERS_STORAGE_KEY, "not json");
    expect(loadSavedFilters()).toEqual(DEFAULT_FILTERS);
    rememberFilters({ ...DEFAULT_FILTERS, climate: ["Hot"] });
    rememberFilters(DEFAULT_FILTERS);
    expect(sessionStorage.getItem(FILTERS_STORAGE_KEY)).toBeNull();
  });

  it("shows the IELTS gauge for an IELTS band, or for an IELTS student unless a TOEFL band is set", () => {
    const ieltsBand = { ...DEFAULT_FILTERS, ieltsRange: [6, 7] as [number, number] };
    const toeflBand = { ...DEFAULT_FILTERS, toeflRange: [70, 100] as [number, number] };
    expect(showsIelts(DEFAULT_FILTERS)).toBe(false);
    expect(showsIelts(DEFAULT_FILTERS, "TOEFL")).toBe(false);
    expect(showsIelts(DEFAULT_FILTERS, "IELTS")).toBe(true);
    expect(showsIelts(ieltsBand, "TOEFL")).toBe(true);
    expect(showsIelts(toeflBand, "IELTS")).toBe(false);
  });
});
