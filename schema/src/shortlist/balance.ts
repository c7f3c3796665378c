/**
 * A list with balance (issue 32): a shortlist with no Safe or Very Safe program, or no Moderate
 * one, is told so on the shortlist and the dashboard, with a few programs that fit the student's
 * preferences and would balance it. The gateway picks them (balanceSuggestions); each shows the
 * chance the model gives, with its range, as elsewhere.
 */
import {
  DEFAULT_FILTERS,
  NO_PREFERENCE,
  type ShortlistingPreferences,
  type UniversityFilters,
} from "../university-search";

export const BALANCE_GROUPS = ["safe", "moderate"] as const;
export type BalanceGroup = (typeof BALANCE_GROUPS)[number];

/** The categories that fill each group. */
export const BALANCE_CATEGORIES: Record<BalanceGroup, readonly string[]> = {
  safe: ["very safe", "safe"],
  moderate: ["moderate"],
};

/** At most this many suggestions for each group the list lacks. */
export const BALANCE_SUGGESTIONS = 3;

/**
 * The groups a list lacks. A list with no placed program (empty, not calculated yet, or all NA
 * while the profile lacks what a chance needs) lacks nothing this notice could fix.
 */
export function missingBalance(categories: readonly (string | null)[]): BalanceGroup[] {
  const placed = categories.filter((c): c is string => c !== null && c !== "NA");
  if (placed.length === 0) return [];
  return BALANCE_GROUPS.filter(
    (group) => !placed.some((c) => BALANCE_CATEGORIES[group].includes(c)),
  );
}

/** The group a category fills, or null (ambitious, very ambitious, NA). */
export function balanceGroupOf(category: string): BalanceGroup | null {
  return BALANCE_GROUPS.find((group) => BALANCE_CATEGORIES[group].includes(category)) ?? null;
}

/**
 * The search filters the preferences ask for, within the degrees the list already holds. A range
 * keeps the programs whose figure is not known: an unknown tuition or rank is not a mismatch
 * (preferenceMatch), and the catalogue has no ranks.
 */
export function balanceFilters(
  preferences: ShortlistingPreferences,
  degreeCodes: readonly string[],
): UniversityFilters {
  const chosen = (list: string[]) => (list.includes(NO_PREFERENCE) ? [] : list);
  return {
    ...DEFAULT_FILTERS,
    states: chosen(preferences.location),
    climate: chosen(preferences.weather),
    tuitionRange: preferences.tuition,
    rankRange: preferences.course_ranking,
    courses: [...degreeCodes],
    includeUnknown: ["tuitionRange", "rankRange"],
  };
}

export const BALANCE_TEXT = {
  heading: "Balance your list",
  missing: {
    safe: "Your list has no Safe or Very Safe program: add one you are likely to get into.",
    moderate: "Your list has no Moderate program: add one between your safe and ambitious choices.",
  } satisfies Record<BalanceGroup, string>,
  suggestionsLead: "Programs that fit your preferences and would balance it:",
  none: "No program in the catalogue fits your preferences and would balance it; widen your preferences to see some.",
} as const;
