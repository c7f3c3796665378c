/** Everything the parts read about each sentence, found once. */
import { applicantOf, type SopApplicant } from "./applicant";
import { ACADEMIC_CUE, CAREER_CUE, EXPERIENCE_CUE, PROGRAM_REASON_CUE } from "./cues";
import { matchKey, readSop, type SopDocument, type SopSentence } from "./document";
import { type Evidence, evidenceOf, isConcrete } from "./evidence";
import { type ProgramReason, reasonsIn, WHY_HEADING } from "./fit";
import {
  APPLYING,
  courseMatcher,
  type NameMatcher,
  names,
  namesWeakly,
  PROGRAM_REFERENCE,
  UNIVERSITY_NAME,
  universityMatcher,
} from "./names";

export interface SentenceFacts {
  sentence: SopSentence;
  evidence: Evidence;
  concrete: boolean;
  academic: boolean;
  experience: boolean;
  career: boolean;
  /** Names the target university (or, without one, the one the SOP says it applies to). */
  namesUniversity: boolean;
  /** Names the target course (or, without one, "an MS in <Field>"). */
  namesCourse: boolean;
  /** "this program", "your department", "the MS program". */
  programReference: boolean;
  /** A reason a program gives: courses, labs, faculty, a track. */
  programReason: boolean;
  /** What it names of a program: people, labs, courses, a research area, features (fit.ts). */
  reasons: ProgramReason[];
}

export interface Target {
  universityName: string | null;
  courseName: string | null;
  /**
   * The catalogue's aliases of the universities named (this SOP's and the student's other
   * SOPs'), by the name as given: "Carnegie Mellon University" -> ["Carnegie Mellon", "CMU"].
   */
  universityAliases?: Readonly<Record<string, readonly string[]>>;
}

/** A university's catalogue aliases, when the context has them. */
export function aliasesOf(target: Target, name: string): readonly string[] {
  return target.universityAliases?.[name] ?? [];
}

export interface SopAnalysis {
  doc: SopDocument;
  facts: SentenceFacts[];
  target: Target;
  university: NameMatcher | null;
  course: NameMatcher | null;
  /** Who wrote it: the degree applied for and the applicant's path (applicant.ts). */
  applicant: SopApplicant;
}

const ANY_MASTERS_IN =
  /\b([Mm]aster'?s|MS|M\.S\.|MEng|M\.Eng\.?|[Mm]aster of \p{Lu}\p{L}+)(?!\p{L})[^.]{0,25}\b(in|of)\s+\p{Lu}/u;

/**
 * Without a known target, the university the SOP applies to: the first one named in a
 * sentence about applying ("I am applying to the MS at Carnegie Mellon University").
 */
function inferredUniversity(sentences: readonly SopSentence[]): string | null {
  for (const s of sentences) {
    if (!APPLYING.test(s.text)) continue;
    const name = UNIVERSITY_NAME.exec(s.text)?.[0];
    if (name) return name.replace(/^(The|My|Our|At|To)\s+/, "").trim();
  }
  return null;
}

export function analyse(text: string, target: Target): SopAnalysis {
  const doc = readSop(text);
  const universityName = target.universityName ?? inferredUniversity(doc.sentences);
  const university = universityName
    ? universityMatcher(universityName, false, aliasesOf(target, universityName))
    : null;
  const course = target.courseName ? courseMatcher(target.courseName) : null;
  const facts = doc.sentences.map((sentence): SentenceFacts => {
    const evidence = evidenceOf(sentence);
    return {
      sentence,
      evidence,
      concrete: isConcrete(evidence),
      academic: ACADEMIC_CUE.test(sentence.text),
      experience: EXPERIENCE_CUE.test(sentence.text),
      career: CAREER_CUE.test(sentence.text),
      namesUniversity: !!university && names(university, sentence.key, sentence.text),
      namesCourse: course
        ? names(course, sentence.key, sentence.text)
        : ANY_MASTERS_IN.test(sentence.text),
      programReference: PROGRAM_REFERENCE.test(sentence.text),
      programReason: PROGRAM_REASON_CUE.test(sentence.text),
      reasons: reasonsIn(sentence.text, university),
    };
  });
  if (university?.weak?.length) {
    // "Illinois is where I can best prepare for this." followed by its professors and courses,
    // and "Why UW?".
    const aboutProgram = new Set(
      facts
        .filter((f) => f.programReason || f.reasons.some((r) => r.kind !== "area"))
        .map((f) => f.sentence.paragraph),
    );
    for (const f of facts) {
      const about = aboutProgram.has(f.sentence.paragraph) || WHY_HEADING.test(f.sentence.text);
      if (!f.namesUniversity && about) {
        f.namesUniversity = namesWeakly(university, f.sentence.key, f.sentence.text);
      }
    }
  }
  return {
    doc,
    facts,
    target,
    university,
    course,
    applicant: applicantOf({
      texts: facts.map((f) => f.sentence.text),
      published: facts.some((f) => f.evidence.publication),
      courseName: target.courseName,
    }),
  };
}

/** A paragraph this short, without a full stop, is a heading. */
const HEADING_WORDS = 12;

/**
 * A heading about the program: "Why CMU?", "Why Michigan", "Why this program?", "Program Fit";
 * not "Why Computer Science?", which is about the field.
 */
function programHeading(a: SopAnalysis, text: string): boolean {
  if (!WHY_HEADING.test(text)) return false;
  const key = matchKey(text);
  return (
    /\b(fit|program|programme|university|school|department)\b/i.test(text) ||
    (!!a.university && (names(a.university, key, text) || namesWeakly(a.university, key, text)))
  );
}

/**
 * A wish about what is ahead, or interests that meet someone's: "I would be excited to work
 * with", "I hope to take", "overlaps greatly with Dr. X's research". Said of a named person,
 * lab or course, it can only be about the program the SOP is for, named or not.
 */
const WISH =
  /\b(would (be )?(excited|thrilled|glad|eager|honou?red|delighted|love|like|welcome|enjoy)|(I|I'd) (hope|want|wish|plan|aim|intend) to|I['’]d (like|love) to|look(ing)? forward to|(am|be) (excited|eager|keen) to|(overlaps?|aligns?|resonates?) (\w+ )?with)\b/i;

/**
 * Paragraphs about the program: those with a sentence that names the target university or
 * refers to the program ("this program"), those with a wish to work with a named person or lab
 * or take a named course, those opening with "Why <university>?", and those under a heading
 * that asks why ("Why CMU?", "Why Carnegie Mellon", "Program Fit"), up to the next heading.
 */
export function programParagraphs(a: SopAnalysis): Set<number> {
  const found = new Set<number>();
  const first = new Map<number, SentenceFacts>();
  for (const f of a.facts) {
    if (f.namesUniversity || f.programReference) found.add(f.sentence.paragraph);
    const named = f.reasons.some(
      (r) => r.kind === "person" || r.kind === "lab" || r.kind === "course",
    );
    if (named && WISH.test(f.sentence.text)) found.add(f.sentence.paragraph);
    if (!first.has(f.sentence.paragraph)) first.set(f.sentence.paragraph, f);
  }
  for (const [paragraph, f] of first) {
    if (/\?/.test(f.sentence.text) && programHeading(a, f.sentence.text)) found.add(paragraph);
  }
  let under = false;
  a.doc.paragraphs.forEach((text, index) => {
    const words = text.split(/\s+/).filter(Boolean).length;
    if (words <= HEADING_WORDS && !/[.!]["')\]”’]?$/.test(text)) {
      under = programHeading(a, text);
      if (under) found.add(index);
      return;
    }
    if (under) found.add(index);
  });
  return found;
}
