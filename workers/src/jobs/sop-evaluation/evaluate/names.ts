/**
 * Does the text name a program? A university is named by its full name, its name without the
 * generic words ("Carnegie Mellon", "Georgia" for Georgia Tech), the last distinctive word of
 * a longer name ("Berkeley", "Champaign", "Austin") or its initials ("CMU", "UIUC", "USC").
 * A course is named by its field ("Computer Science" in "MS in Computer Science") or initials
 * ("ECE", "CS"). Rules, not a list of aliases: a nickname that is none of these is missed.
 */
import { keyHas, matchKey } from "./document";

export interface NameMatcher {
  /** What the name reads as, in matchKey form. */
  phrases: string[];
  /** Initials, matched as a whole word with their capitals. */
  acronym: RegExp | null;
}

const UNIVERSITY_GENERIC = new Set(
  "the university of at in institute college school technology polytechnic campus".split(" "),
);
/** Words that alone name nothing in particular ("New", "State"). */
const TOO_COMMON = new Set(
  (
    "new state city central southern northern eastern western north south east west american " +
    "national international global technical tech science sciences engineering arts applied " +
    "public community saint st mount lake valley river old main york"
  ).split(" "),
);
const FUNCTION_WORDS = new Set(["of", "at", "the", "in", "and", "for", "on"]);

function initials(name: string, min: number): RegExp | null {
  const letters = name
    .split(/[\s,&\-–—/()]+/)
    .filter((word) => word && !FUNCTION_WORDS.has(word.toLowerCase()) && /^\p{Lu}/u.test(word))
    .map((word) => word[0]!)
    .join("");
  return letters.length >= min
    ? new RegExp(`(?<![\\p{L}\\p{N}])${letters}(?![\\p{L}\\p{N}])`, "u")
    : null;
}

/** One-word names shared by several universities: Georgia Tech, Georgia State, UGA. */
const STATES = new Set(
  (
    "alabama alaska arizona arkansas california colorado connecticut delaware florida georgia " +
    "hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts " +
    "michigan minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon " +
    "pennsylvania tennessee texas utah vermont virginia washington wisconsin wyoming carolina " +
    "dakota jersey mexico hampshire"
  ).split(" "),
);

/**
 * `strict` leaves out the forms that may be another university's ("Georgia", "Berkeley"):
 * what is used to say an SOP names *another* program, where "Georgia" in "Georgia State" must
 * not read as Georgia Tech.
 */
export function universityMatcher(name: string, strict = false): NameMatcher {
  const key = matchKey(name);
  const phrases = new Set<string>([key, key.replace(/^the /, "")]);
  const core = key.split(" ").filter((word) => !UNIVERSITY_GENERIC.has(word));
  const coreKey = core.join(" ");
  const oneWord =
    coreKey.length >= 4 && !TOO_COMMON.has(coreKey) && !(strict && STATES.has(coreKey));
  if (core.length > 1 || oneWord) {
    phrases.add(coreKey);
  }
  const last = core.at(-1);
  if (!strict && core.length > 1 && last && last.length >= 5 && !TOO_COMMON.has(last)) {
    phrases.add(last);
  }
  return { phrases: [...phrases].filter(Boolean), acronym: initials(name, 3) };
}

const DEGREE_PREFIX =
  /^(master of (science|engineering|arts|computer science)|masters?|ms|m s|mse|m s e|meng|m eng|mtech|m tech|mcs|mps)( in| of)? /;
const DEGREE_SUFFIX = / (ms|m s|mse|meng|m eng|mtech|masters?)$/;

export function courseMatcher(name: string): NameMatcher {
  const key = matchKey(name).replace(DEGREE_PREFIX, "").replace(DEGREE_SUFFIX, "");
  const field = name.replace(
    /^(M\.?S\.?|MS|MEng|M\.?Eng\.?|Master(')?s?( of \w+)?)\s+(in|of)\s+/i,
    "",
  );
  return { phrases: key ? [key] : [], acronym: initials(field, 2) };
}

export function names(matcher: NameMatcher, key: string, text: string): boolean {
  return matcher.phrases.some((phrase) => keyHas(key, phrase)) || !!matcher.acronym?.test(text);
}

/**
 * A university's name by its kind: "Purdue University", "Carnegie Mellon University", "the
 * University of Utah", "Georgia Institute of Technology".
 */
export const UNIVERSITY_NAME =
  /(?:\p{Lu}[\p{L}&.'’-]*\s+)*\p{Lu}[\p{L}&.'’-]*\s+(?:University|Institute of Technology|Institute|College|Tech)\b(?:,?\s+\p{Lu}[\p{L}-]+)?|\b(?:University|Institute|College)\s+(?:of|at)\s+(?:\p{Lu}[\p{L}&.'’-]*(?:,?\s+|$))+/u;

/** A sentence about applying: where, without a known target, the SOP names its program. */
export const APPLYING =
  /\b(apply|applying|application|join|joining|admission|admit|study at|studying at|pursue|pursuing)\b/i;

/** The program referred to without its name: "this program", "your department", "the MS program". */
export const PROGRAM_REFERENCE =
  /\b((this|your) ((master'?s|ms|m\.s\.|graduate|meng) )?(program|programme|department|curriculum|school|university)|the (master'?s|ms|m\.s\.|graduate|meng) (program|programme|degree))\b/i;
