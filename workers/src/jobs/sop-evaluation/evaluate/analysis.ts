/** Everything the parts read about each sentence, found once. */
import { ACADEMIC_CUE, CAREER_CUE, EXPERIENCE_CUE, PROGRAM_REASON_CUE } from "./cues";
import { readSop, type SopDocument, type SopSentence } from "./document";
import { type Evidence, evidenceOf, isConcrete } from "./evidence";
import {
  APPLYING,
  courseMatcher,
  type NameMatcher,
  names,
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
}

export interface Target {
  universityName: string | null;
  courseName: string | null;
}

export interface SopAnalysis {
  doc: SopDocument;
  facts: SentenceFacts[];
  target: Target;
  university: NameMatcher | null;
  course: NameMatcher | null;
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
  const university = universityName ? universityMatcher(universityName) : null;
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
    };
  });
  return { doc, facts, target, university, course };
}

/**
 * Paragraphs about the program: those with a sentence that names the target university or
 * refers to the program ("this program").
 */
export function programParagraphs(a: SopAnalysis): Set<number> {
  const found = new Set<number>();
  for (const f of a.facts) {
    if (f.namesUniversity || f.programReference) found.add(f.sentence.paragraph);
  }
  return found;
}
