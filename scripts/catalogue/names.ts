/**
 * Display names and websites for the federal institution list. IPEDS spells campuses the way
 * its forms need them ("University of California-Berkeley", "Georgia Institute of
 * Technology-Main Campus", "Arizona State University Campus Immersion"); students search by the
 * names the universities use themselves. A few general rules do most of the work and a small
 * override table handles the names no rule reads well.
 */

/**
 * Whole-name overrides, keyed by the raw IPEDS name. Used where the rules would give a correct
 * but unnatural name (the flagship campus is known without its city, a legal name differs from
 * the everyday one) or where a hyphen is part of the real name.
 */
export const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  "Columbia University in the City of New York": "Columbia University",
  "Colorado State University-Fort Collins": "Colorado State University",
  "Indiana University-Bloomington": "Indiana University Bloomington",
  "Indiana University-Purdue University-Indianapolis":
    "Indiana University-Purdue University Indianapolis",
  "Kent State University at Kent": "Kent State University",
  "Louisiana State University and Agricultural & Mechanical College": "Louisiana State University",
  "Miami University-Oxford": "Miami University",
  "North Carolina State University at Raleigh": "North Carolina State University",
  // Penn State's online campus: the campus rule below would read it as the flagship.
  "Pennsylvania State University-World Campus": "Penn State World Campus",
  "Southern Illinois University-Carbondale": "Southern Illinois University Carbondale",
  "St. John's University-New York": "St. John's University",
  "SUNY at Albany": "University at Albany, SUNY",
  "Texas A & M University-College Station": "Texas A&M University",
  // Campuses the "-X Campus" rule would read as the flagship, and names it would split badly.
  "University of Washington-Bothell Campus": "University of Washington Bothell",
  "University of Washington-Tacoma Campus": "University of Washington Tacoma",
  "Fairleigh Dickinson University-Metropolitan Campus":
    "Fairleigh Dickinson University, Metropolitan Campus",
  "Fairleigh Dickinson University-Florham Campus": "Fairleigh Dickinson University, Florham Campus",
  "Trine University-Regional/Non-Traditional Campuses":
    "Trine University, Regional and Non-Traditional Campuses",
  "Indiana University-Indianapolis": "Indiana University Indianapolis",
  // IPEDS 2024 spells it without the spaces.
  "Texas A&M University-College Station": "Texas A&M University",
  "Tulane University of Louisiana": "Tulane University",
  "University of Colorado Denver/Anschutz Medical Campus": "University of Colorado Denver",
  "University of Missouri-Columbia": "University of Missouri",
  "University of South Carolina-Columbia": "University of South Carolina",
};

/**
 * Hyphenated words that are part of a place or a name, not an "institution-campus" separator.
 * They are protected before the hyphen rule runs.
 */
export const HYPHENATED_WORDS: readonly string[] = [
  "Urbana-Champaign",
  "Winston-Salem",
  "Wilkes-Barre",
];

/** Suffixes that name the main campus of a system; the display name drops them. */
const CAMPUS_SUFFIXES: readonly RegExp[] = [
  / Campus Immersion$/,
  /-Main Campus$/,
  / Main Campus$/,
  // "University of Pittsburgh-Pittsburgh Campus", "University of Washington-Seattle Campus",
  // "University of Oklahoma-Norman Campus": the campus is the flagship, so the system name reads
  // as intended on its own.
  /-[A-Z][A-Za-z .']* Campus$/,
];

/** An IPEDS name without the suffix naming a system's main campus ("-Main Campus"). */
export function withoutCampusSuffix(name: string): string {
  let result = name;
  for (const suffix of CAMPUS_SUFFIXES) result = result.replace(suffix, "");
  return result;
}

/** Sentinel for a protected hyphen; a private-use character that never occurs in the data. */
const PROTECTED_HYPHEN = "\uE000";

/**
 * Clean one IPEDS name for display. Rules, in order: the override table; drop main-campus
 * suffixes; "A & M" -> "A&M"; "St Louis" -> "St. Louis"; then the last "X-Y" separator becomes
 * "X, Y" (Y is the campus place), keeping protected hyphenated words intact.
 */
export function cleanInstitutionName(raw: string): string {
  const trimmed = raw.trim().replace(/\s+/g, " ");
  const override = NAME_OVERRIDES[trimmed];
  if (override !== undefined) return override;

  let name = withoutCampusSuffix(trimmed);
  name = name.replace(/\bA & M\b/g, "A&M");
  // IPEDS drops the period of "St." in places ("St Louis", "St Thomas").
  name = name.replace(/\bSt (?=[A-Z])/g, "St. ");

  for (const word of HYPHENATED_WORDS) {
    name = name.replaceAll(word, word.replaceAll("-", PROTECTED_HYPHEN));
  }
  // Only a hyphen with no spaces around it and a capitalised place after it is a campus
  // separator; anything else is left alone.
  name = name.replace(/^(.*\S)-([A-Z][^-]*)$/, "$1, $2");
  return name.replaceAll(PROTECTED_HYPHEN, "-");
}

/**
 * Normalise a website from the federal data ("www.aamu.edu/", "ualr.edu/www/",
 * "www.llu.edu/index.html") to an https URL; the root path is written without a trailing slash.
 * Returns null when nothing usable is there.
 */
export function normaliseWebsite(raw: string | null): string | null {
  if (raw === null) return null;
  const text = raw.trim();
  if (text === "" || text.toUpperCase() === "NULL") return null;
  const withScheme = /^https?:\/\//i.test(text)
    ? text.replace(/^http:/i, "https:")
    : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  url.protocol = "https:";
  url.hash = "";
  let path = url.pathname.replace(/\/index\.html?$/i, "/");
  if (path === "/") path = "";
  return `https://${url.host.toLowerCase()}${path}${url.search}`;
}
