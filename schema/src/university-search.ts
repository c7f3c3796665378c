/**
 * University search: the filter object, its bands and defaults, paging, the preference-match
 * rule and the compare limits (spec 2 sections 3, 5 and 9). Client and gateway share them.
 * No zod here; the filter and preference input schemas are university-search.schemas.ts.
 */
import type { AdmitAssessment, AdmitRange, GrePolicy } from "./admissions/types";
import type { WhatIf } from "./admissions/what-if";
import type { Deadlines } from "./catalogue.schemas";
import type { CatalogueSource, CatalogueSourceKey } from "./catalogue-sources";

export const SEARCH_PAGE_SIZE = 10;
export const COMPARE_LIMIT = 3;

export type Range = [number, number];

export interface FilterBand {
  label: string;
  range: Range;
}

export const TUITION_SLIDER = { min: 0, max: 100000, step: 5000 } as const;
export const RANKING_SLIDER = { min: 1, max: 300, step: 1 } as const;

export const TOEFL_BANDS: readonly FilterBand[] = [
  { label: "Below 50", range: [0, 50] },
  { label: "50-70", range: [50, 70] },
  { label: "70-100", range: [70, 100] },
  { label: "100-120", range: [100, 120] },
];
export const GRE_BANDS: readonly FilterBand[] = [
  { label: "Below 300", range: [0, 300] },
  { label: "300-320", range: [300, 320] },
  { label: "320-340", range: [320, 340] },
];
export const IELTS_BANDS: readonly FilterBand[] = [
  { label: "Below 5", range: [0, 5] },
  { label: "5-6", range: [5, 6] },
  { label: "6-7", range: [6, 7] },
  { label: "7-8", range: [7, 8] },
  { label: "8-9", range: [8, 9] },
];
export const GPA_BANDS: readonly FilterBand[] = [
  { label: "Below 2.0", range: [0, 2] },
  { label: "2.0-2.8", range: [2, 2.8] },
  { label: "2.8-3.5", range: [2.8, 3.5] },
  { label: "3.5-4.0", range: [3.5, 4] },
];

/**
 * The filter object's ranges, each over one course figure that may be unknown (null). A course
 * whose figure is unknown is not a match for a range the student set, and not dropped silently
 * either: the answer counts it (`unknownCounts`), and `includeUnknown` lets the student add it.
 */
export const RANGE_FILTERS = [
  "tuitionRange",
  "rankRange",
  "toeflRange",
  "ieltsRange",
  "greRange",
  "gpaRange",
] as const;
export type RangeFilter = (typeof RANGE_FILTERS)[number];

export interface UniversityFilters {
  states: string[];
  universityType: string[];
  climate: string[];
  tuitionRange: Range;
  rankRange: Range;
  toeflRange: Range;
  ieltsRange: Range;
  greRange: Range;
  gpaRange: Range;
  /** Degree codes (CS, EE, ...). */
  courses: string[];
  /** Ours: the ranges whose courses with the figure unknown the student includes (default none). */
  includeUnknown: RangeFilter[];
}

export const DEFAULT_FILTERS: UniversityFilters = {
  states: [],
  universityType: [],
  climate: [],
  tuitionRange: [TUITION_SLIDER.min, TUITION_SLIDER.max],
  rankRange: [RANKING_SLIDER.min, RANKING_SLIDER.max],
  toeflRange: [0, 120],
  ieltsRange: [0, 9],
  greRange: [0, 340],
  gpaRange: [0, 4],
  courses: [],
  includeUnknown: [],
};

const sameRange = (a: Range, b: Range) => a[0] === b[0] && a[1] === b[1];

/** The ranges a filter sets: those not left at their default (a default range filters nothing). */
export function rangesSet(filters: UniversityFilters): RangeFilter[] {
  return RANGE_FILTERS.filter((key) => !sameRange(filters[key], DEFAULT_FILTERS[key]));
}

export const FILTERS_NOT_AN_OBJECT = "filters must be an object of filter names and values.";

/** page (from 1) and limit (at most 10, whatever is asked) from the query string. */
export const PAGE_MESSAGES = {
  page: "page must be a whole number of 1 or more.",
  limit: "limit must be a whole number of 1 or more.",
} as const;

/**
 * The page asked for: absent means page 1 of 10; a limit above 10 is read as 10. A page or a
 * limit that is given but is not a whole number of 1 or more is refused, with its message: a
 * page of -1 used to answer page 1, which hid the client's mistake.
 */
export function pageRequest(
  page: unknown,
  limit: unknown,
): { page: number; limit: number } | { error: string } {
  const whole = (v: unknown): number | null => {
    const text = String(v).trim();
    return /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : null;
  };
  const given = (v: unknown) => v !== undefined && v !== null && v !== "";
  const p = given(page) ? whole(page) : 1;
  if (p === null) return { error: PAGE_MESSAGES.page };
  const l = given(limit) ? whole(limit) : SEARCH_PAGE_SIZE;
  if (l === null) return { error: PAGE_MESSAGES.limit };
  return { page: Math.min(p, 100_000), limit: Math.min(l, SEARCH_PAGE_SIZE) };
}

/**
 * The search's orders (issue 32): best match (rank, then the program's size), the student's
 * chance (high to low; a signed-in student's only), tuition (low to high) and the program's size
 * (Master's awarded in the latest year, largest first). Unknown figures sort last in each.
 */
export const SEARCH_SORTS = ["best", "chance", "tuition", "size"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = "best";

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  best: "Best match",
  chance: "Chance: high to low",
  tuition: "Tuition: low to high",
  size: "Program size: largest first",
};

/** The longest name the search page's name field sends (the suggestion boxes' bound). */
export const SEARCH_NAME_MAX_LENGTH = 100;

export const SEARCH_ORDER_MESSAGES = {
  sort: `sort must be one of ${SEARCH_SORTS.join(", ")}.`,
  chanceNeedsStudent: "sort=chance needs a signed-in student: the chances are the student's own.",
  name: `name must be text of at most ${SEARCH_NAME_MAX_LENGTH} characters.`,
} as const;

export const isSearchSort = (value: unknown): value is SearchSort =>
  (SEARCH_SORTS as readonly unknown[]).includes(value);

/**
 * A course as the search cards show it (spec 2 section 3, "Search result course"). A figure no
 * source gives is null, meaning not known: never 0, never a made-up value.
 */
export interface SearchResultCourse {
  university_name: string;
  university_id: number;
  city: string;
  state: string;
  course_id: number;
  course_name: string;
  degree_code: string;
  university_type: string;
  /** The program's own rate (never the university's undergraduate one); null: not known. */
  overall_acceptance_rate: number | null;
  /** USD a year, out of state; null: not known. */
  tuition: number | null;
  english_scores: {
    toefl: { total_score: number | null };
    ielts: { overall_band: number | null };
  };
  gre_avg: number | null;
  gpa_min: number | null;
  gpa_avg: number | null;
  /** Months; null: not known. */
  course_duration: number | null;
  network_building: string | null;
  /** 1 = best; null: no sourced rank. */
  course_ranking: number | null;
  /** Ours: Master's degrees the program awarded in the latest award year (IPEDS); null: not known. */
  graduates_latest: number | null;
  /** Ours: USD a year for an in-state student (`tuition` is out of state); null: not known. */
  tuition_in_state: number | null;
  /**
   * Ours: real admits the GPA and GRE averages come from ("from N reported decisions"); 0 when
   * the averages are not known, or come with the row's own source.
   */
  reported_admits: number;
  climate: string;
  /** Logged in only. */
  category?: string;
  admitChances?: number;
  /** Logged in only: the chance's 80% range, null for NA. */
  admitRange?: AdmitRange | null;
  preference_match?: number;
  /** Logged in only: false when the program's selectivity is not known (the chance is a range). */
  selectivityKnown?: boolean;
  /**
   * Logged in only: real decisions at the program the chance's level rests on (learned ones and
   * the course's own community results; 0: estimated from similar programs).
   */
  selectivityDecisions?: number;
}

/** Master's degrees a program awarded in one award year (IPEDS Completions). */
export interface GraduatesInYear {
  /** The year the award year ends: 2024 for 2023-24. */
  year: number;
  /** "2023-24". */
  academic_year: string;
  count: number;
}

/** Where a figure of the course comes from (CATALOGUE_SOURCES), for the note beside it. */
export interface FigureSource extends CatalogueSource {
  /** The figure it is the source of: tuition or graduates. */
  figure: "tuition" | "graduates";
  key: CatalogueSourceKey;
}

/** A course with its requirements and deadlines: the details page, compare table and shortlisting. */
export interface CourseDetails extends SearchResultCourse {
  degree: string;
  gre_min: number | null;
  /** Null: the program's GRE policy is not known. */
  gre_required: { international: GrePolicy; domestic: GrePolicy } | null;
  /** Null: no sourced deadline (the page links the university's own pages instead). */
  deadlines: Deadlines | null;
  /** The IPEDS CIP codes the program groups; [] when not known. */
  cip_codes: string[];
  /** Master's awarded per award year, oldest first; only the years known ([] when none). */
  graduates: GraduatesInYear[];
  /** The sources of the figures that have one (tuition, graduates). */
  sources: FigureSource[];
  /** Public, Private nonprofit or Private for-profit (IPEDS); null: not known. */
  university_control: string | null;
  /** The university's own website and application page; null: not known. */
  website: string | null;
  application_url: string | null;
  /** The page the figures and deadlines were checked against; null for unverified (sample) data. */
  source_url: string | null;
  /** The day they were checked (YYYY-MM-DD); null: unverified, the sample catalogue's own. */
  verified_at: string | null;
}

/** A figure checked against a source: a correction staff accepted (docs/corrections.md). */
export interface SourcedFigure {
  /** The figure's key: toefl_min, ielts_min, gre_min, program_url, deadline.{semester}.{applicants}.{kind}. */
  figure: string;
  /** The figure in words. */
  label: string;
  value: string;
  source_url: string;
  /** YYYY-MM-DD. */
  verified_at: string;
}

/** get-course-details: the course with the figures that carry their own source. */
export type CourseDetailsWithFigures = CourseDetails & { sourced_figures: SourcedFigure[] };

/** One course with a signed-in student's chance, its reasons and what would move it. */
export type CourseWithAssessment = AdmitAssessment & { course: CourseDetails; whatIf: WhatIf[] };

/** get-course-stats-for-shortlisting: the course, the chance, and the preference match. */
export type CourseStats = CourseWithAssessment & { preference_match: number };

export interface FilterUniversitiesAnswer {
  universities: SearchResultCourse[];
  totalCount: number;
  /**
   * Ours: for each range the filter sets, the courses that match every other condition but
   * whose figure for that range is not known (counted in totalCount only when includeUnknown
   * names the range). Ranges left at their default have no key.
   */
  unknownCounts: Partial<Record<RangeFilter, number>>;
}

/** Shortlisting preferences (spec 2 section 3): NP means no preference. */
export const PREFERENCE_WEATHER = ["Hot", "Cold", "Warm", "NP"] as const;
export const NO_PREFERENCE = "NP";

export interface ShortlistingPreferences {
  tuition: Range;
  course_ranking: Range;
  location: string[];
  weather: string[];
}

export const DEFAULT_PREFERENCES: ShortlistingPreferences = {
  tuition: [TUITION_SLIDER.min, TUITION_SLIDER.max],
  course_ranking: [RANKING_SLIDER.min, RANKING_SLIDER.max],
  location: [],
  weather: [NO_PREFERENCE],
};

/**
 * Preference match, 0-100: the share of the student's four criteria the course meets (tuition
 * in range, ranking in range, state in the location list, climate in the weather list). A
 * criterion the student left open (NP, an empty list, a range at its default) is met by every
 * course. A course whose tuition or rank is not known is not judged on that range: it neither
 * meets it nor misses it, so the share is of the criteria that can be judged (the real
 * catalogue has no ranks, and a missing rank must not read as a mismatch).
 */
export function preferenceMatch(
  prefs: ShortlistingPreferences,
  course: {
    tuition: number | null;
    course_ranking: number | null;
    state: string;
    climate: string;
  },
): number {
  const anyOf = (list: string[], value: string) =>
    list.length === 0 || list.includes(NO_PREFERENCE) || list.includes(value);
  const range = (value: number | null, chosen: Range, open: Range): boolean | null => {
    if (sameRange(chosen, open)) return true;
    if (value === null) return null;
    return value >= chosen[0] && value <= chosen[1];
  };
  const judged = [
    range(course.tuition, prefs.tuition, DEFAULT_PREFERENCES.tuition),
    range(course.course_ranking, prefs.course_ranking, DEFAULT_PREFERENCES.course_ranking),
    anyOf(prefs.location, course.state),
    anyOf(prefs.weather, course.climate),
  ].filter((met): met is boolean => met !== null);
  return Math.round((100 * judged.filter(Boolean).length) / judged.length);
}

export const COMPARE_MESSAGES = {
  selectUniversityFirst: "Please select a university first",
  selectUniversity: "Please select university.",
  selectCourse: "Please select course.",
  duplicate: "You have already added this university and course to the comparison.",
  limit:
    "You can compare up to 3 universities at a time. Please remove one before adding a new one.",
} as const;

export const SEARCH_PAGE_MESSAGES = {
  empty: "No universities found matching this filter!",
  notMet: "Minimum requirements not met",
  added: "Course added successfully.",
  alreadyPresent: "This course is already present.",
  addFailed: "Failed to add course to shortlisting.",
  fetchPreferencesFailed: "Error fetching student preferences",
  fetchCoursesFailed: "Error fetching courses list",
  fetchCourseFailed: "Error fetching course details",
  fetchUniversityFailed: "Error fetching university details",
} as const;

/** get-university-details: one university's facts and how many programs it lists. */
export interface UniversityDetails {
  university_id: number;
  university_name: string;
  city: string;
  state: string;
  university_type: string;
  /** Public, Private nonprofit or Private for-profit (IPEDS); null: not known. */
  control: string | null;
  /** Undergraduate admission rate, percent; null: not known. Not a program's rate. */
  acceptance_rate: number | null;
  /** Graduate tuition and fees, USD a year, out of state; null: not reported. */
  tuition: number | null;
  tuition_in_state: number | null;
  climate: string;
  mean_temperature_f: number;
  /** R1 or R2; null: neither. */
  research_tier: string | null;
  website: string | null;
  /** The university's own application page; null: not known. */
  application_url: string | null;
  course_count: number;
}
