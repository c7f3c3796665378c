/**
 * Does the text name a program? A university is named by its full name, its catalogue aliases
 * ("CMU", "Georgia Tech", "UT Austin", "UMich": docs/catalogue.md, "Aliases"), its name without
 * the generic words ("Carnegie Mellon"), the last distinctive word of a longer name
 * ("Berkeley", "Champaign"), its name before the campus ("University of Michigan"
 * for "University of Michigan, Ann Arbor") or its initials ("UIUC", "USC"); a short form that
 * may be something else (a state: "Georgia", "Michigan") names it only in a
 * sentence about applying or the program (or, analysis.ts, in a paragraph naming its people,
 * labs or courses). A course is named by its field ("Computer Science" in
 * "MS in Computer Science") or initials ("ECE", "CS", "MSCS").
 */
import { PROGRAM_REASON_CUE } from "./cues";
import { keyHas, matchKey } from "./document";

export interface NameMatcher {
  /** What the name reads as, in matchKey form. */
  phrases: string[];
  /** Initials, matched as a whole word with their capitals. */
  acronym: RegExp | null;
  /**
   * Forms that may name something else (a state, a city): they name the program only in a
   * sentence about applying or about the program (`aboutTheProgram`).
   */
  weak?: string[];
  /** The forms `acronym` matches ("CMU"). */
  acronyms?: string[];
  /** Two-letter capitals of the catalogue ("UW"), weak like `weak`. */
  weakAcronym?: RegExp | null;
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

/** The capitals of a name's significant words: "CMU" for "Carnegie Mellon University". */
function initials(name: string): string {
  return name
    .split(/[\s,&\-–—/()]+/)
    .filter((word) => word && !FUNCTION_WORDS.has(word.toLowerCase()) && /^\p{Lu}/u.test(word))
    .map((word) => word[0]!)
    .join("");
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
export function universityMatcher(
  name: string,
  strict = false,
  aliases: readonly string[] = [],
): NameMatcher {
  const key = matchKey(name);
  const phrases = new Set<string>([key, key.replace(/^the /, "")]);
  const weak = new Set<string>();
  const core = key.split(" ").filter((word) => !UNIVERSITY_GENERIC.has(word));
  const coreKey = core.join(" ");
  if (core.length > 1) phrases.add(coreKey);
  else if (coreKey.length >= 4 && !TOO_COMMON.has(coreKey)) {
    if (!STATES.has(coreKey)) phrases.add(coreKey);
    else if (!strict) weak.add(coreKey);
  }
  const last = core.at(-1);
  if (!strict && core.length > 1 && last && last.length >= 5 && !TOO_COMMON.has(last)) {
    phrases.add(last);
  }
  if (!strict) {
    // "University of Michigan, Ann Arbor", "University of Wisconsin-Madison": the name before
    // the campus, as students write it (a system's name too: only for this SOP's own program).
    const campus =
      /^(.*?\b(?:University|College|Institute)\b.*?)\s*(?:,|-|–|\bat\b|\bin\b)\s*\p{Lu}/u.exec(
        name.replace(/^The\s+/, ""),
      );
    const before = campus?.[1] ? matchKey(campus[1]) : "";
    if (before.split(" ").length >= 3) phrases.add(before);
    // "Michigan", "Illinois" for the University of Michigan, of Illinois Urbana-Champaign: a
    // state, so weak.
    const state = /^(?:the )?university of (\w+)/.exec(key)?.[1];
    if (state && STATES.has(state)) weak.add(state);
  }
  const acronyms: string[] = [];
  const weakAcronyms: string[] = [];
  for (const alias of aliases) {
    const form = aliasForm(alias, strict);
    if (form?.kind === "phrase") phrases.add(form.key);
    else if (form?.kind === "weak") weak.add(form.key);
    else if (form?.kind === "acronym") acronyms.push(form.key);
    else if (form?.kind === "weakAcronym") weakAcronyms.push(form.key);
  }
  const own = initials(name);
  const forms = [...new Set([...(own.length >= 3 ? [own] : []), ...acronyms])];
  return {
    phrases: [...phrases].filter(Boolean),
    acronym: acronymPattern(forms),
    weak: [...weak].filter((w) => !phrases.has(w)),
    acronyms: forms,
    weakAcronym: acronymPattern(weakAcronyms),
  };
}

function acronymPattern(forms: readonly string[]): RegExp | null {
  return forms.length > 0
    ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.join("|")})(?![\\p{L}\\p{N}])`, "u")
    : null;
}

/**
 * `other` without the forms that name `target` as well: "CMU" is Central Michigan's initials
 * and Carnegie Mellon's alias, so in an SOP for Carnegie Mellon it does not name Central
 * Michigan; nor does "Columbia" in an SOP for Columbia University name Columbia Southern.
 */
export function withoutShared(other: NameMatcher, target: NameMatcher | null): NameMatcher {
  if (!target) return other;
  const phrases = other.phrases.filter(
    (phrase) => !target.phrases.some((form) => keyHas(form, phrase)),
  );
  const acronyms = (other.acronyms ?? []).filter((form) => !names(target, matchKey(form), form));
  return { phrases, acronym: acronymPattern(acronyms), weak: [], acronyms };
}

/**
 * How a catalogue alias names the university: capitals ("CMU", "UIUC", "UCB") as a whole word
 * with their capitals; two capitals ("UW", "MT") may mean anything, so they are weak, and left
 * out when `strict`;
 * other forms by their matchKey, a single word only when distinctive ("UMich", "Caltech",
 * "Purdue"; a state or an ordinary word of names such as "Michigan" or "Tech" is weak, and
 * left out when `strict`).
 */
function aliasForm(
  alias: string,
  strict: boolean,
): { kind: "phrase" | "weak" | "acronym" | "weakAcronym"; key: string } | null {
  const trimmed = alias.trim();
  if (/^[\p{Lu}&]{3,8}$/u.test(trimmed)) return { kind: "acronym", key: trimmed };
  if (/^\p{Lu}{2}$/u.test(trimmed)) return strict ? null : { kind: "weakAcronym", key: trimmed };
  const key = matchKey(trimmed);
  if (!key || key.length < 4) return null;
  const words = key.split(" ");
  const distinct = words.filter((w) => !UNIVERSITY_GENERIC.has(w) && !FUNCTION_WORDS.has(w));
  if (distinct.length === 0) return null;
  if (words.length > 1 && distinct.length > 0) {
    // "U of M", "UM Ann Arbor": short words only are initials in disguise.
    if (distinct.every((w) => w.length <= 2)) return null;
    return { kind: "phrase", key };
  }
  if (TOO_COMMON.has(key) || STATES.has(key)) return strict ? null : { kind: "weak", key };
  return { kind: "phrase", key };
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
  const letters = initials(field);
  // "CS", and the degree written with it: "MSCS", "MSECE", "MEng ECE" (the last by "ECE").
  const acronym =
    letters.length >= 2
      ? new RegExp(`(?<![\\p{L}\\p{N}])(?:MS|M|MSE|MEng)?(?:${letters})(?![\\p{L}\\p{N}])`, "u")
      : null;
  return { phrases: key ? [key] : [], acronym };
}

export function names(matcher: NameMatcher, key: string, text: string): boolean {
  return (
    matcher.phrases.some((phrase) => keyHas(key, phrase)) ||
    !!matcher.acronym?.test(text) ||
    (namesWeakly(matcher, key, text) && aboutTheProgram(text))
  );
}

/** Whether the text holds one of the matcher's weak forms ("Michigan", "UW"), whatever the context. */
export function namesWeakly(matcher: NameMatcher, key: string, text: string): boolean {
  return !!matcher.weak?.some((phrase) => keyHas(key, phrase)) || !!matcher.weakAcronym?.test(text);
}

/** A sentence about applying or about the program: where "Michigan" names the university. */
export function aboutTheProgram(text: string): boolean {
  return APPLYING.test(text) || PROGRAM_REFERENCE.test(text) || PROGRAM_REASON_CUE.test(text);
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
