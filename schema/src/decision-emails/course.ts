/**
 * Which of the student's shortlisted courses a decision is about. A course is named by its words
 * without the degree ("MS in Computer Science", "M.S. Computer Science" and "Computer Science"
 * are one course) or by degree and initials ("MSCS", "MS ECE"). "School of Computer Science" names
 * a school, so it counts only when nothing else does.
 */
import { wordsOf } from "./text";

const DEGREE_PREFIX =
  /^ (?:the )?(?:m s e|mse|m s|ms|m eng|meng|mcs|m c s|master s|masters|master of science|master of engineering|master of arts|master)(?: degree| program)?(?: in| of)? /;
const DEGREE_SUFFIX = / (?:m s|ms|mse|meng|degree|program) $/;
const ORGANIZATION = / (?:school|college|department|dept|faculty|institute|division) of $/;
const DEGREES = ["ms", "m s", "meng", "m eng", "ms in", "master of science in"];
const MINOR_WORDS = new Set(["and", "of", "in", "the", "for", "with"]);

/** The words that name a course: " computer science " from "M.S. in Computer Science (MSCS)". */
function coreOf(courseName: string): string {
  const words = wordsOf(courseName.replace(/\([^)]*\)/g, " "));
  return words.replace(DEGREE_PREFIX, " ").replace(DEGREE_SUFFIX, " ");
}

/** The ways a text may write a course: its words, and "ms cs" / "mscs" from its initials. */
function phrasesOf(courseName: string): string[] {
  const core = coreOf(courseName);
  const initials = core
    .trim()
    .split(" ")
    .filter((word) => !MINOR_WORDS.has(word))
    .map((word) => word[0])
    .join("");
  const phrases = [core];
  if (initials.length >= 2) {
    for (const degree of DEGREES) phrases.push(` ${degree} ${initials} `);
    phrases.push(` ms${initials} `);
  }
  return phrases.filter((phrase) => phrase.trim() !== "");
}

interface Found {
  course: string;
  at: number;
  length: number;
  organization: boolean;
}

/** Occurrences read per phrase: the first few decide, and the pairing in best() stays cheap. */
const MAX_FOUND = 20;

function found(courses: readonly string[], text: string): Found[] {
  const words = wordsOf(text);
  const all: Found[] = [];
  for (const course of courses) {
    for (const phrase of phrasesOf(course)) {
      let at = words.indexOf(phrase);
      for (let n = 0; at >= 0 && n < MAX_FOUND; n++, at = words.indexOf(phrase, at + 1)) {
        const organization = ORGANIZATION.test(words.slice(Math.max(0, at - 40), at + 1));
        all.push({ course, at, length: phrase.length, organization });
      }
    }
  }
  return all;
}

/** The first course a text names, a longer name over one inside it; programs before schools. */
function best(all: Found[]): string | null {
  const programs = all.filter((f) => !f.organization);
  const pool = programs.length > 0 ? programs : all;
  const outer = pool.filter(
    (f) =>
      !pool.some((o) => o.length > f.length && o.at <= f.at && o.at + o.length >= f.at + f.length),
  );
  const sorted = [...outer].sort((a, b) => a.at - b.at || b.length - a.length);
  return sorted[0]?.course ?? null;
}

/**
 * The shortlisted course a message names: first in the deciding sentence, then the subject,
 * then anywhere in the body; null when it names none.
 */
export function courseNamed(
  courses: readonly string[],
  places: readonly (string | null)[],
): string | null {
  if (courses.length === 0) return null;
  for (const place of places) {
    if (!place) continue;
    const course = best(found(courses, place));
    if (course) return course;
  }
  return null;
}
