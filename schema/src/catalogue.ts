/**
 * The catalogue's fixed lists (states, course codes, policies) and file names, with no zod; the
 * file format itself (what `npm run catalogue:import` accepts) is catalogue.schemas.ts.
 */
export const US_STATE_CODES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
  // The District of Columbia: Georgetown, George Washington, Howard and six more award
  // Master's in computing and engineering. Not a state, but a place students apply to.
  "DC",
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

/** Each code's name (the Location filter's labels, a draft's prose); the Record makes tsc catch a missing one. */
export const US_STATE_NAMES: Record<UsStateCode, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  DC: "District of Columbia",
};

export const UNIVERSITY_TYPES = ["Public", "Private"] as const;
export const CLIMATES = ["Warm", "Hot", "Cold"] as const;

/** The graduate course codes of the spec's course lists (file 1, section 3). */
export const SPEC_COURSE_CODES = [
  "BE",
  "BM",
  "CH",
  "CV",
  "CE",
  "EE",
  "EM",
  "IS",
  "ME",
  "CS",
  "DS",
] as const;

/** Every program field's code: the spec's eleven, then the real catalogue's others. */
export const COURSE_CODES = [
  ...SPEC_COURSE_CODES,
  // Beyond the spec's eleven (its course lists are the profile's): the fields the real
  // catalogue's programs fall into (IPEDS CIP codes grouped, docs/catalogue.md "Programs").
  "AI",
  "IT",
  "INF",
  "CY",
  "SE",
  "AE",
  "EV",
  "MT",
  "RO",
  "NE",
  "GE",
  "OE",
] as const;
export type CourseCode = (typeof COURSE_CODES)[number];

/** The name each program field goes by: a program is named after its field. */
export const COURSE_NAMES: Readonly<Record<CourseCode, string>> = {
  BE: "Bioengineering",
  BM: "Biomedical Engineering",
  CH: "Chemical Engineering",
  CV: "Civil Engineering",
  CE: "Computer Engineering",
  EE: "Electrical Engineering",
  EM: "Engineering Management",
  IS: "Industrial & Systems Engineering",
  ME: "Mechanical Engineering",
  CS: "Computer Science",
  DS: "Data Science",
  AI: "Artificial Intelligence",
  IT: "Information Technology",
  INF: "Information Science and Systems",
  CY: "Cybersecurity",
  SE: "Software Engineering",
  AE: "Aerospace Engineering",
  EV: "Environmental Engineering",
  MT: "Materials Engineering",
  RO: "Robotics and Mechatronics",
  NE: "Nuclear Engineering",
  GE: "Engineering",
  OE: "Other Engineering",
};

/**
 * A program's id: university id * 100 + its field's index in COURSE_CODES. Stable across
 * rebuilds, readable (the last two digits name the field), the same in the sample and the IPEDS
 * catalogue, so an import can tell which program a dropped one's rows belong to.
 */
export function courseIdFor(universityId: number, code: CourseCode): number {
  return universityId * 100 + COURSE_CODES.indexOf(code);
}

/**
 * Fields the catalogue has no program under: Engineering Management Master's are CIP 15.1501,
 * outside the IPEDS families (11 and 14) the catalogue is built from (docs/catalogue.md). The
 * profile still offers them (they are the spec's); a search filter does not.
 */
export const FIELDS_WITHOUT_PROGRAMS: readonly CourseCode[] = ["EM"];

/** The program fields a search can find programs under. */
export const SEARCHABLE_COURSE_CODES: readonly CourseCode[] = COURSE_CODES.filter(
  (code) => !FIELDS_WITHOUT_PROGRAMS.includes(code),
);

/** Research activity (Carnegie 2021 basic classification): R1 very high, R2 high. */
export const RESEARCH_TIERS = ["R1", "R2"] as const;

/** IPEDS CONTROL: who runs the institution. The spec's type filter reads Public and Private. */
export const UNIVERSITY_CONTROLS = ["Public", "Private nonprofit", "Private for-profit"] as const;
export const GRE_POLICIES = ["Required", "Optional", "Not Required"] as const;
export const NETWORK_BUILDING = ["Excellent", "Good", "Average"] as const;

/** One file per collection, each a JSON array; the file names an import directory must hold. */
export const CATALOGUE_FILES = {
  universities: "universities.json",
  courses: "courses.json",
  undergradUniversities: "undergrad-universities.json",
  undergradCourses: "undergrad-courses.json",
  conferences: "conferences.json",
  journals: "journals.json",
} as const;

/**
 * Where a program's figures come from (issue 13): the words every view shows beside them. A
 * course with `verified_at` was checked against its source on that day; one without claims
 * nothing beyond its figures' own sources (IPEDS), and each figure it does not publish says "Not
 * known" (the client's features/programs/figureText.ts).
 */
export const PROVENANCE_TEXT = {
  lastVerified: (date: string) => `Last verified ${date}`,
  source: "Source",
} as const;

/** The longest `source_url` a course may name (the column is varchar(500)). */
export const SOURCE_URL_MAX_LENGTH = 500;

/** The longest alias a university may list (the search term column is varchar(200)). */
export const UNIVERSITY_ALIAS_MAX_LENGTH = 200;

/**
 * The latest calendar day it is anywhere on Earth (UTC+14) at `now`, as YYYY-MM-DD: the bound
 * of a course's `verified_at`, so a check dated today where the operator lives is never "in the
 * future" wherever the import runs.
 */
export function latestDayOnEarth(now: number = Date.now()): string {
  return new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The mail domain of a university's website: the host without "www."; for .edu hosts the last
 * two labels, since a school's offices mail from its registrable domain (newark.rutgers.edu ->
 * rutgers.edu). Null when there is no website or it is not an http(s) address.
 */
export function mailDomainOf(website: string | null): string | null {
  if (!website || !URL.canParse(website)) return null;
  const url = new URL(website);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const labels = host.split(".");
  return host.endsWith(".edu") && labels.length > 2 ? labels.slice(-2).join(".") : host;
}
