/**
 * Pure helpers of the search filter: the course options, band choice, list toggles and the
 * session-long memory of the saved filter (spec 2 "Filter box").
 */
import {
  COURSE_NAMES,
  DEFAULT_FILTERS,
  type FilterBand,
  programMatches,
  RANGE_FILTERS,
  type Range,
  type RangeFilter,
  rangesSet,
  SEARCHABLE_COURSE_CODES,
  type UniversityFilters,
  universityFiltersSchema,
} from "@gradplan/schema";
import { byAsciiLabel } from "../../shared/format/enUs";
import { STORAGE_PREFIX } from "../../shared/session/session";
import type { PickOption } from "../../shared/ui/choices/usStates";

/**
 * Courses are every program field the catalogue files programs under (COURSE_CODES: the spec's
 * eleven and the fields IPEDS adds, AI, Cybersecurity, Aerospace...), named as students know
 * them, not the course suggestions (searchCourses), which list undergraduate majors. They are
 * exactly what the server filters on, need no request, and a type-to-filter box over them still
 * gives the "search and pick" the spec asks for. A field no program is filed under (Engineering
 * Management, outside the IPEDS data) is not offered: picking it could only find nothing.
 */
export const COURSE_OPTIONS: readonly PickOption[] = SEARCHABLE_COURSE_CODES.map((code) => ({
  value: code,
  label: COURSE_NAMES[code],
})).sort(byAsciiLabel);

/** A course answers its code ("CS") and what programMatches reads in its name ("ECE", "ML"). */
export function courseMatches(option: PickOption, query: string): boolean {
  return option.value === query.trim().toUpperCase() || programMatches(option.label, query);
}

/** Session storage, under the app prefix, so logging out (clearSession) forgets it. */
export const FILTERS_STORAGE_KEY = `${STORAGE_PREFIX}universitySearchFilters`;

/** The filter saved earlier in this session, or the defaults when none (or it is unreadable). */
export function loadSavedFilters(storage: Storage = window.sessionStorage): UniversityFilters {
  try {
    const raw = storage.getItem(FILTERS_STORAGE_KEY);
    if (raw === null) return DEFAULT_FILTERS;
    // The server's own schema: a stale or hand-edited value must not become a 400 on every search.
    const parsed = universityFiltersSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    storage.removeItem(FILTERS_STORAGE_KEY);
  } catch {
    // Storage disabled or not JSON: searching with the defaults is the safe fallback.
  }
  return DEFAULT_FILTERS;
}

export function rememberFilters(
  filters: UniversityFilters,
  storage: Storage = window.sessionStorage,
): void {
  try {
    if (sameFilters(filters, DEFAULT_FILTERS)) storage.removeItem(FILTERS_STORAGE_KEY);
    else storage.setItem(FILTERS_STORAGE_KEY, JSON.stringify(filters));
  } catch {
    // Without storage the filter still applies; it is just not remembered.
  }
}

/**
 * How many of the filter's parts (states, a range, courses…) differ from the defaults. Including
 * the programs whose figure is not known narrows nothing, so it is not counted.
 */
export function activeFilterCount(filters: UniversityFilters): number {
  return (Object.keys(DEFAULT_FILTERS) as (keyof UniversityFilters)[]).filter(
    (key) =>
      key !== "includeUnknown" &&
      JSON.stringify(filters[key]) !== JSON.stringify(DEFAULT_FILTERS[key]),
  ).length;
}

export function sameFilters(a: UniversityFilters, b: UniversityFilters): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function sameRange(a: Range, b: Range): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** Which band a range is, by index; "any" for the full default range (or a range no band has). */
export function bandChoice(range: Range, bands: readonly FilterBand[]): string {
  const index = bands.findIndex((band) => sameRange(band.range, range));
  return index === -1 ? "any" : String(index);
}

export function bandRange(choice: string, bands: readonly FilterBand[], fallback: Range): Range {
  const band = bands[Number(choice)];
  return choice !== "any" && band ? [...band.range] : [...fallback];
}

/**
 * Whether the cards' English gauge is IELTS (out of 9) rather than TOEFL (out of 120): an IELTS
 * band chosen in the filter says so, a TOEFL band says not; otherwise the test the logged-in
 * student took decides (TOEFL for visitors and students without one).
 */
export function showsIelts(
  filters: UniversityFilters,
  studentTest: "TOEFL" | "IELTS" | null = null,
): boolean {
  if (!sameRange(filters.ieltsRange, DEFAULT_FILTERS.ieltsRange)) return true;
  if (!sameRange(filters.toeflRange, DEFAULT_FILTERS.toeflRange)) return false;
  return studentTest === "IELTS";
}

/** The filter with the programs whose `range` figure is not known included, or left out again. */
export function withUnknownIncluded(
  filters: UniversityFilters,
  range: RangeFilter,
  include: boolean,
): UniversityFilters {
  const others = filters.includeUnknown.filter((key) => key !== range);
  // In RANGE_FILTERS' order, so the same choice is always the same filter (and cache key).
  const next = include
    ? RANGE_FILTERS.filter((key) => key === range || others.includes(key))
    : others;
  return { ...filters, includeUnknown: next };
}

export interface UnknownCountNote {
  range: RangeFilter;
  count: number;
  included: boolean;
}

/**
 * After a search, per range the filter sets, how many programs have that figure not known: the
 * answer's counts, for ranges with any such program.
 */
export function unknownCountNotes(
  filters: UniversityFilters,
  counts: Partial<Record<RangeFilter, number | null>> | null,
): UnknownCountNote[] {
  if (!counts) return [];
  return rangesSet(filters).flatMap((range) => {
    const count = counts[range] ?? 0;
    return count > 0 ? [{ range, count, included: filters.includeUnknown.includes(range) }] : [];
  });
}
