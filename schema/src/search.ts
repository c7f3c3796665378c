/** Suggestion search rules shared by the API and the client. */

/** At most this many suggestions per query (spec: search endpoints). */
export const SUGGESTION_LIMIT = 10;
/** Longer queries are refused with a 400: no real name is this long. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Debounce of the navbar search box, in ms (spec 1, section 2). */
export const NAVBAR_SEARCH_DEBOUNCE_MS = 200;
/** Debounce of the generic search input, in ms (spec 1, section 9). */
export const SEARCH_INPUT_DEBOUNCE_MS = 300;

export const SEARCH_MESSAGES = {
  tooLong: `searchQuery must be at most ${SEARCH_QUERY_MAX_LENGTH} characters.`,
  notAString: "searchQuery must be a single text value.",
  noUniversities: "No universities found.",
} as const;

export interface UniversitySuggestion {
  universityId: number;
  universityName: string;
}

export interface CourseSuggestion {
  course_name: string;
  course_code: string;
}

/** Normalizes a query the way every suggestion endpoint reads it: trimmed, inner spaces collapsed. */
export function normalizeSearchQuery(raw: string): string {
  return raw.trim().replace(/\s+/g, " ");
}
