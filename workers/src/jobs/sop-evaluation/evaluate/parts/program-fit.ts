/**
 * Fit with the program: does the SOP name the program (by any of its names), and give reasons
 * only it could answer (its people, labs, courses, research, features: fit.ts), tied to the
 * student's own work? A comment never says something is missing when the SOP has it.
 */
import { aliasesOf, programParagraphs, type SopAnalysis } from "../analysis";
import { clampScore, matchKey, type PartResult, quote } from "../document";
import { distinctReasons, LINK, type ProgramReason } from "../fit";
import {
  APPLYING,
  names,
  namesWeakly,
  UNIVERSITY_NAME,
  universityMatcher,
  withoutShared,
} from "../names";

export const PROGRAM_FIT_POINTS = {
  /** The university named. */
  university: 30,
  /** The course (field) named. */
  course: 15,
  /**
   * Distinct reasons in the program's paragraphs, full at three people or labs: a person or a
   * lab is a whole reason, a course, a research area or a feature half of one (any program
   * has courses and a capstone; only this one has these people), so fit argued on courses
   * alone earns half (the rubric's "courses only" is thin fit).
   */
  reasons: 40,
  /** The program tied to the student's own work or goals. */
  link: 15,
  /** Naming the university of another of the student's SOPs, not this one's. */
  otherProgramCost: 40,
} as const;

const FIRST_PERSON = /\b(I|[Mm]y|me)\b/;

/** Reasons that earn all of PROGRAM_FIT_POINTS.reasons, in whole reasons (people or labs). */
const FULL_REASONS = 3;
/** From here the fit is argued and no comment asks for more (a person and two courses, say). */
const ENOUGH_REASONS = 2;
const WHOLE_REASONS: ReadonlySet<ProgramReason["kind"]> = new Set(["person", "lab"]);

/** A person or lab counts one, any other reason half. */
export function reasonUnits(reasons: readonly ProgramReason[]): number {
  return reasons.reduce((sum, r) => sum + (WHOLE_REASONS.has(r.kind) ? 1 : 0.5), 0);
}

export interface OtherProgram {
  sop_name: string;
  universityName: string | null;
}

export function programFitPart(a: SopAnalysis, others: readonly OtherProgram[]): PartResult {
  const comments: string[] = [];
  const P = PROGRAM_FIT_POINTS;
  const { facts, target } = a;
  if (facts.length === 0) return { score: 0, comments: [] };
  const university = target.universityName;
  let score = 0;

  if (facts.some((f) => f.namesUniversity)) score += P.university;
  else {
    comments.push(
      university
        ? `Name the program: the SOP never mentions ${university}. A committee wants to see the SOP was written for them.`
        : "Name the university and the program you are applying to.",
    );
  }
  if (facts.some((f) => f.namesCourse)) score += P.course;
  else {
    comments.push(
      target.courseName
        ? `Name the degree you are applying for (${target.courseName}) and the part of it you want to focus on.`
        : 'Name the degree you are applying for (e.g. "the MS in Computer Science").',
    );
  }

  const paragraphs = programParagraphs(a);
  const inProgram = facts.filter((f) => paragraphs.has(f.sentence.paragraph));
  // A sentence about the student's own studies in an opening that names the program ("a course
  // on Data Structures sparked my interest") gives the college's courses, not the program's.
  const reasons = distinctReasons(
    inProgram
      .filter((f) => !f.academic || f.namesUniversity || f.programReference)
      .flatMap((f) => f.reasons),
  );
  score += P.reasons * Math.min(1, reasonUnits(reasons) / FULL_REASONS);
  const where = university ?? "this program";
  if (reasons.length === 0) {
    // Named people or labs elsewhere may be the student's own college's: ask for the tie to the
    // program without saying nothing is named.
    const elsewhere = facts.some((f) => f.reasons.some((r) => r.kind !== "area"));
    comments.push(
      elsewhere
        ? `Say why ${where}: name the courses, labs, faculty or tracks there that match your interests, in a paragraph about ${where}.`
        : `Say why ${where}: name the courses, labs, faculty or tracks there that match your interests; none are named now.`,
    );
  } else if (reasonUnits(reasons) < ENOUGH_REASONS) {
    comments.push(
      reasons.some((r) => WHOLE_REASONS.has(r.kind))
        ? `Give more reasons that fit only ${where} besides ${listed(reasons)}: a course, a lab, a professor or a track whose work matches yours.`
        : `Give reasons that fit only ${where} besides ${listed(reasons)}, which many programs offer: the professors, labs or research groups whose work matches yours.`,
    );
  }

  const linked = inProgram.some(
    (f) => FIRST_PERSON.test(f.sentence.text) && (LINK.test(f.sentence.text) || f.career),
  );
  if (linked) score += P.link;
  else if (inProgram.length > 0) {
    comments.push(
      `Tie the program to yourself: say how what ${where} offers builds on your own projects and leads to your goal.`,
    );
  }

  const mentioned = new Set<string>();
  for (const other of others) {
    const name = other.universityName;
    if (!name || mentioned.has(name) || (university && sameName(name, university))) continue;
    const matcher = withoutShared(
      universityMatcher(name, true, aliasesOf(target, name)),
      a.university,
    );
    const hit = facts.find((f) => names(matcher, f.sentence.key, f.sentence.text));
    if (!hit) continue;
    mentioned.add(name);
    score -= P.otherProgramCost;
    comments.push(
      `${quote(hit.sentence.text)} names ${name}, the program of your SOP "${other.sop_name}": make this SOP about ${university ?? "the program it is for"}.`,
    );
  }
  // Another university named where the SOP says where it is going ("the MS program at the
  // University of Texas at Dallas will give me", "I am applying to ..."): a leftover of a copy
  // for another program, the one slip a reader does not forgive. Not a sentence about the
  // student's own studies ("I graduated from Anna University"), and only with a known target.
  if (a.university && mentioned.size === 0) {
    for (const f of facts) {
      const text = f.sentence.text;
      if (f.namesUniversity || f.academic) continue;
      if (!APPLYING.test(text) && !f.programReference) continue;
      const other = UNIVERSITY_NAME.exec(text)?.[0]?.trim();
      if (!other || names(a.university, matchKey(other), other)) continue;
      if (namesWeakly(a.university, matchKey(other), other)) continue;
      score -= P.otherProgramCost;
      comments.push(
        `${quote(text)} names ${other.replace(/^the\s+/i, "")}, but this SOP is for ${university}: a reader who meets another university's name stops reading. Make every mention ${university}.`,
      );
      break;
    }
  }
  return { score: clampScore(score), comments };
}

/** "Professor Kolter and 15-445", as the SOP wrote them. */
function listed(reasons: readonly ProgramReason[]): string {
  const shown = reasons.map((r) => (r.kind === "area" ? `research in ${r.text}` : r.text));
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

export function sameName(a: string, b: string): boolean {
  return universityMatcher(a).phrases[0] === universityMatcher(b).phrases[0];
}
