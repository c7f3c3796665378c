import { DEFAULT_FILTERS, GRE_BANDS } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { clearSession, STORAGE_PREFIX } from "../auth/session";
import {
  bandChoice,
  bandRange,
  COURSE_OPTIONS,
  FILTERS_STORAGE_KEY,
  loadSavedFilters,
  rememberFilters,
} from "./searchFilters";
import { STATE_OPTIONS } from "./usStates";

describe("searchFilters", () => {
  it("offers the 50 states by name and the 11 graduate courses by code", () => {
    expect(STATE_OPTIONS).toHaveLength(50);
    expect(STATE_OPTIONS[0]).toEqual({ value: "AL", label: "Alabama" });
    expect(COURSE_OPTIONS.map((o) => o.value).sort()).toEqual(
      ["BE", "BM", "CE", "CH", "CS", "CV", "DS", "EE", "EM", "IS", "ME"].sort(),
    );
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
});
