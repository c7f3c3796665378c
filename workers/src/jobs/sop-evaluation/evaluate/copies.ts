/**
 * A copy of another SOP of the same student written for a different program: most of this
 * SOP's five-word passages also appear in that one. The same text for the same program (a
 * re-evaluation, a second draft) is not a copy.
 */
import { courseMatcher, universityMatcher } from "./names";

/** Five-word passages: short enough to survive small edits, long enough to be the same prose. */
const SHINGLE_WORDS = 5;
/** At least this share of this SOP's passages found in the other makes it a copy. */
export const COPY_SHARE = 0.5;

export interface OtherSop {
  sop_name: string;
  text: string;
  universityName: string | null;
  courseName: string | null;
}

export interface CopyFound {
  sop: OtherSop;
  /** The share of this SOP's passages found in the other, 0-1. */
  share: number;
}

export function shingles(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
  const found = new Set<string>();
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) {
    found.add(words.slice(i, i + SHINGLE_WORDS).join(" "));
  }
  return found;
}

function nameKey(name: string | null, kind: "university" | "course"): string | null {
  if (!name?.trim()) return null;
  const matcher = kind === "university" ? universityMatcher(name) : courseMatcher(name);
  return matcher.phrases[0] ?? null;
}

/**
 * Whether two programs are known to differ: both name a university and they differ, or the
 * universities agree (or one is unknown) and both name a course and those differ.
 */
export function differentProgram(
  a: { universityName: string | null; courseName: string | null },
  b: { universityName: string | null; courseName: string | null },
): boolean {
  const ua = nameKey(a.universityName, "university");
  const ub = nameKey(b.universityName, "university");
  if (ua && ub && ua !== ub) return true;
  const ca = nameKey(a.courseName, "course");
  const cb = nameKey(b.courseName, "course");
  return !!(ca && cb && ca !== cb);
}

export function copiesOf(
  text: string,
  program: { universityName: string | null; courseName: string | null },
  others: readonly OtherSop[],
): CopyFound[] {
  const mine = shingles(text);
  if (mine.size === 0) return [];
  const found: CopyFound[] = [];
  for (const sop of others) {
    if (!differentProgram(program, sop)) continue;
    const theirs = shingles(sop.text);
    let shared = 0;
    for (const s of mine) if (theirs.has(s)) shared += 1;
    const share = shared / mine.size;
    if (share >= COPY_SHARE) found.push({ sop, share });
  }
  return found.sort(
    (x, y) =>
      y.share - x.share ||
      (x.sop.sop_name < y.sop.sop_name ? -1 : x.sop.sop_name > y.sop.sop_name ? 1 : 0),
  );
}
