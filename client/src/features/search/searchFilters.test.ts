import { DEFAULT_FILTERS, GRE_BANDS } from "@gradplan/schema";
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
} from "./searchFilters";

describe("searchFilters", () => {
  it("offers the 50 states by name and the 11 graduate courses by code", () => {
    expect(STATE_OPTIONS).toHaveLength(50);
    expect(STATE_OPTIONS[0]).toEqual({ value: "AL", label: "Alabama" });
    expect(COURSE_OPTIONS.map((o) => o.value).sort()).toEqual(
      ["BE", "BM", "CE", "CH", "CS", "CV", "DS", "EE", "EM", "IS", "ME"].sort(),
    );
  });

  it("finds courses by their codes and the short forms students use", () => {
    const found = (query: string) =>
      COURSE_OPTIONS.filter((o) => courseMatches(o, query))
        .map((o) => o.value)
        .sort();
    expect(found("cs")).toEqual(["CS"]);
    expect(found("ECE")).toEqual(["CE", "EE"]);
    expect(found("ee")).toEqual(["EE"]);
    expect(found("ML")).toEqual(["CS", "DS"]);
    expect(found("data science")).toEqual(["DS"]);
    expect(found("cv")).toEqual(["CV"]);
  });

  it("counts the parts of a filter that differ from the defaults", () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(
      activeFilterCount({ ...DEFAULT_FILTERS, states: ["CA", "WA"], greRange: [300, 320] }),
    ).toBe(2);
    expect(
      activeFilterCount({ ...DEFAULT_FILTERS, tuitionRange: [...DEFAULT_FILTERS.tuitionRange] }),
    ).toBe(0);
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
