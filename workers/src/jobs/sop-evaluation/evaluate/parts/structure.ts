/**
 * Structure: the six moves of an SOP (opening, academic background, projects/research/work,
 * why this program, career goals, close), found by their words, and paragraphs to carry them.
 */
import { programParagraphs, type SentenceFacts, type SopAnalysis } from "../analysis";
import { CLOSE_CUE, INTENT_CUE } from "../cues";
import { clampScore, type PartResult, quote } from "../document";
import { clichesIn } from "./originality";

/** Points per move; a move with fewer sentences than `full` gets its share. */
export const STRUCTURE_MOVES = {
  opening: 15,
  academic: { points: 15, full: 2 },
  experience: { points: 20, full: 4 },
  whyProgram: { points: 20, full: 2 },
  careerGoals: { points: 20, full: 2 },
  close: 10,
} as const;
const OPENING_SENTENCES = 3;
/** A wall of text: one paragraph this long, or any paragraph longer than `long`. */
const PARAGRAPHS = { single: 200, long: 250, singleCost: 15, longCost: 5, longMaxCost: 15 };

function share(count: number, move: { points: number; full: number }): number {
  return (move.points * Math.min(count, move.full)) / move.full;
}

export function structurePart(a: SopAnalysis): PartResult {
  const comments: string[] = [];
  const { doc, facts } = a;
  const body = doc.body;
  if (facts.length === 0)
    return { score: 0, comments: ["Write the SOP in paragraphs of full sentences."] };
  let score = 0;

  // Opening: says what the student wants to study, and starts from something specific. It is
  // the first paragraph, and at least the first three sentences (a one-line hook, a PDF's lines).
  const first = body[0]!;
  const opening = facts.filter((f, i) => f.sentence.paragraph === first || i < OPENING_SENTENCES);
  const firstSentence = opening[0]!.sentence.text;
  const intent = opening.some((f) => INTENT_CUE.test(f.sentence.text));
  const hook = opening.some((f) => f.concrete) && clichesIn([opening[0]!.sentence]).length === 0;
  if (intent) score += 8;
  else {
    comments.push(
      `Say in your first paragraph what you want to study and why (e.g. "an MS in Computer Science to work on distributed storage"); it opens with ${quote(firstSentence)}.`,
    );
  }
  if (hook) score += STRUCTURE_MOVES.opening - 8;
  else {
    comments.push(
      `Open with something specific to you (a problem you solved, a result, a moment in a course or lab) instead of ${quote(firstSentence)}.`,
    );
  }

  const count = (pick: (f: SentenceFacts) => boolean): number => facts.filter(pick).length;
  const academic = count((f) => f.academic);
  score += share(academic, STRUCTURE_MOVES.academic);
  if (academic < STRUCTURE_MOVES.academic.full) {
    comments.push(
      "Add a paragraph on your academic background: your degree, the courses that prepared you for this field and how you did in them.",
    );
  }

  const experience = count((f) => f.experience && !f.career);
  score += share(experience, STRUCTURE_MOVES.experience);
  if (experience < STRUCTURE_MOVES.experience.full) {
    comments.push(
      "Describe your projects, research or work in a paragraph or two: what you did, with what tools, and what came of it.",
    );
  }

  const programParas = programParagraphs(a);
  const why = count(
    (f) => f.programReason && (programParas.has(f.sentence.paragraph) || f.namesUniversity),
  );
  score += share(why, STRUCTURE_MOVES.whyProgram);
  if (why < STRUCTURE_MOVES.whyProgram.full) {
    comments.push(
      `Add a paragraph on why ${a.target.universityName ?? "this program"}: the courses, labs or faculty there that match what you want to do.`,
    );
  }

  const career = count((f) => f.career);
  score += share(career, STRUCTURE_MOVES.careerGoals);
  if (career < STRUCTURE_MOVES.careerGoals.full) {
    comments.push(
      career === 0
        ? "Add your career goals: the role you want right after the degree and where you want to be in ten years."
        : "Say more about your career goals: one sentence is not enough to show where the degree leads you.",
    );
  }

  if (body.length >= 3) {
    const last = body.at(-1)!;
    const closing = facts.filter((f) => f.sentence.paragraph === last);
    const closes = closing.some(
      (f) => CLOSE_CUE.test(f.sentence.text) || f.career || f.programReference || f.namesUniversity,
    );
    score += closes ? STRUCTURE_MOVES.close : STRUCTURE_MOVES.close / 2;
    if (!closes) {
      comments.push(
        `End with a short paragraph that ties your background and goals to the program; it now ends with ${quote(closing.at(-1)?.sentence.text ?? "")}.`,
      );
    }
  } else {
    comments.push(
      "Organise the SOP in paragraphs (opening, background, projects, why this program, goals) and end with a short closing one.",
    );
  }

  const paragraphWords = body.map((p) =>
    facts.filter((f) => f.sentence.paragraph === p).reduce((sum, f) => sum + f.sentence.words, 0),
  );
  if (body.length === 1 && paragraphWords[0]! > PARAGRAPHS.single) {
    score -= PARAGRAPHS.singleCost;
    comments.push("Break the text into paragraphs, one for each part, so a reader can find them.");
  } else {
    const long = body.filter((_, i) => paragraphWords[i]! > PARAGRAPHS.long);
    score -= Math.min(PARAGRAPHS.longMaxCost, PARAGRAPHS.longCost * long.length);
    for (const p of long.slice(0, 2)) {
      const opener = facts.find((f) => f.sentence.paragraph === p)!;
      comments.push(
        `Split the paragraph that begins ${quote(opener.sentence.text)} (over ${PARAGRAPHS.long} words).`,
      );
    }
  }
  return { score: clampScore(score), comments };
}
