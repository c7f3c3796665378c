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

/**
 * How names and queries are compared: lower-cased, and these characters read as a space, so
 * "Indian Institute of Technology Bombay" finds "Indian Institute of Technology, Bombay" and
 * "wisconsin-madison" finds "Wisconsin–Madison". `%`, `_` and `\` are kept and match themselves.
 */
export const SEARCH_SPACE_CHARACTERS = '!"#$&()*+,-/:;<=>?@[]^`{|}~\u2013\u2014\u201c\u201d';
/**
 * These are dropped, so "St. John's" and "st johns" compare equal. U+0307 too: JavaScript
 * lower-cases "İ" to "i" plus that combining dot, where PostgreSQL gives "i".
 */
export const SEARCH_DROPPED_CHARACTERS = ".'\u2018\u2019\u0307";

/**
 * The comparable form of a name or a query. The database stores the same for every name in its
 * generated `search_key` column (gateway/src/modules/catalogue/search-indexes.ts), and a test
 * checks the two agree on every name of the sample catalogue.
 */
export function searchKeyOf(text: string): string {
  let folded = "";
  for (const c of text.toLowerCase()) {
    if (SEARCH_SPACE_CHARACTERS.includes(c)) folded += " ";
    else if (!SEARCH_DROPPED_CHARACTERS.includes(c)) folded += c;
  }
  return folded.replace(/\s+/g, " ").trim();
}
