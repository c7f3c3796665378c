/**
 * Structure: the six moves of an SOP (opening, academic background, projects/research/work,
 * why this program, career goals, close), found by their words, paragraphs to carry them, and
 * their order: a reader follows motivation, preparation, evidence, fit, then goals.
 */
import { programParagraphs, type SentenceFacts, type SopAnalysis } from "../analysis";
import type { SopApplicant } from "../applicant";
import { CLOSE_CUE, INTENT_CUE } from "../cues";
import { clampScore, type PartResult, quote } from "../document";
import { clichesIn } from "./originality";

/** Points per move; a move with fewer sentences than `full` gets its share. */
export const STRUCTURE_MOVES = {
  opening: 12,
  academic: { points: 12, full: 2 },
  experience: { points: 16, full: 4 },
  whyProgram: { points: 16, full: 2 },
  careerGoals: { points: 16, full: 2 },
  close: 8,
} as const;
/**
 * The order of the moves, by Kendall's tau over the pairs of paragraphs with different moves:
 * full when every pair comes in the reader's order, nothing when half or fewer do (what a
 * random order gets).
 */
export const ORDER_POINTS = 20;
/** Below this share of pairs in order, the comment names the first paragraph out of place. */
const ORDER_COMMENT_SHARE = 0.75;
/** A paragraph's move: most of its sentences make it. */
const MOVE_SHARE = 0.4;
const OPENING_SENTENCES = 3;
/** A wall of text: one paragraph this long, or any paragraph longer than `long`. */
const PARAGRAPHS = { single: 200, long: 250, singleCost: 15, longCost: 5, longMaxCost: 15 };

function share(count: number, move: { points: number; full: number }): number {
  return (move.points * Math.min(count, move.full)) / move.full;
}

/**
 * The moves a paragraph can carry, by the place a reader expects them: why this program and the
 * goals share the last place, since a goal the program serves reads as well before it as after.
 */
const MOVE_PLACE = { motivation: 0, academic: 1, experience: 2, program: 3, goals: 3 } as const;
type Move = keyof typeof MOVE_PLACE;
const MOVE_NAMES: Record<Move, string> = {
  motivation: "what drew you to the field",
  academic: "your studies",
  experience: "your projects, research or work",
  program: "why this program",
  goals: "your goals",
};

/**
 * The move a paragraph makes: the program when it is one of the program's paragraphs and gives
 * a reason; else the kind most of its sentences are (goals, experience, studies); else the
 * motivation when it says what the student wants to study; else none.
 */
function moveOf(sentences: SentenceFacts[], programParas: Set<number>): Move | null {
  const n = sentences.length;
  if (n === 0) return null;
  const paragraph = sentences[0]!.sentence.paragraph;
  const aboutProgram = sentences.filter(
    (f) => f.programReason || f.namesUniversity || f.programReference,
  ).length;
  if (programParas.has(paragraph) && aboutProgram >= Math.max(2, MOVE_SHARE * n)) return "program";
  const counts: [Move, number][] = [
    ["goals", sentences.filter((f) => f.career).length],
    ["experience", sentences.filter((f) => f.experience && !f.career).length],
    ["academic", sentences.filter((f) => f.academic && !f.experience).length],
  ];
  const [move, count] = counts.reduce((best, c) => (c[1] > best[1] ? c : best));
  if (count >= Math.max(1, MOVE_SHARE * n)) return move;
  return sentences.some((f) => INTENT_CUE.test(f.sentence.text)) ? "motivation" : null;
}

interface Order {
  /** Pairs of paragraphs with different moves that come in the reader's order, of all such. */
  share: number;
  /** The first paragraph that comes before one it should follow, and that one. */
  outOfPlace: {
    early: SentenceFacts;
    earlyMove: Move;
    late: SentenceFacts;
    lateMove: Move;
  } | null;
}

function orderOf(a: SopAnalysis): Order {
  const programParas = programParagraphs(a);
  const moves = a.doc.body
    .map((p) => {
      const sentences = a.facts.filter((f) => f.sentence.paragraph === p);
      return { first: sentences[0], move: moveOf(sentences, programParas) };
    })
    .filter((m): m is { first: SentenceFacts; move: Move } => !!m.first && m.move !== null)
    // An opening that states the goal ("My research goal is to build robots that...") or the
    // program it is for ("I am applying to the MS at ...") is the motivation, the way many
    // statements begin.
    .map((m, i) =>
      i === 0 && (m.move === "goals" || m.move === "program")
        ? { ...m, move: "motivation" as const }
        : m,
    );
  let inOrder = 0;
  let pairs = 0;
  let outOfPlace: Order["outOfPlace"] = null;
  for (let i = 0; i < moves.length; i++) {
    for (let j = i + 1; j < moves.length; j++) {
      const early = MOVE_PLACE[moves[i]!.move];
      const late = MOVE_PLACE[moves[j]!.move];
      if (early === late) continue;
      pairs++;
      if (early < late) inOrder++;
      else
        outOfPlace ??= {
          early: moves[i]!.first,
          earlyMove: moves[i]!.move,
          late: moves[j]!.first,
          lateMove: moves[j]!.move,
        };
    }
  }
  return { share: pairs === 0 ? 1 : inOrder / pairs, outOfPlace };
}

/** What the academic move asks for, by who is writing. */
function academicAdvice(who: SopApplicant): string {
  if (who.industry)
    return "Add a sentence on your degree and what from it you still use at work: a reader wants to see the preparation behind your experience.";
  if (who.phd)
    return "Add a paragraph on your academic preparation: the courses and the thesis or research that prepared you for research in this field.";
  return "Add a paragraph on your academic background: your degree, the courses that prepared you for this field and how you did in them.";
}

/** What the experience move asks for, by who is writing. */
function experienceAdvice(who: SopApplicant): string {
  if (who.phd)
    return "Describe your research in a paragraph or two: the question, what you did, what you found and what it led you to ask next.";
  if (who.industry)
    return "Describe your work in a paragraph or two: the systems you built or ran, your part in them and what came of it.";
  return "Describe your projects, research or work in a paragraph or two: what you did, with what tools, and what came of it.";
}

/** What the goals move asks for, by who is writing. */
function goalsAdvice(who: SopApplicant, none: boolean): string {
  if (!none)
    return "Say more about your career goals: one sentence is not enough to show where the degree leads you.";
  if (who.phd)
    return "Add your goals: the research questions you want to pursue in the PhD and the career (academia, an industry lab) it leads to.";
  if (who.industry)
    return "Add your goals: what you want to do after the degree that your work so far does not let you, and why now.";
  return "Add your career goals: the role you want right after the degree and where you want to be in ten years.";
}

export function structurePart(a: SopAnalysis): PartResult {
  const comments: string[] = [];
  const who = a.applicant;
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
  const intentPoints = STRUCTURE_MOVES.opening / 2;
  if (intent) score += intentPoints;
  else {
    comments.push(
      `Say in your first paragraph what you want to study and why (e.g. "an MS in Computer Science to work on distributed storage"); it opens with ${quote(firstSentence)}.`,
    );
  }
  if (hook) score += STRUCTURE_MOVES.opening - intentPoints;
  else {
    comments.push(
      `Open with something specific to you (a problem you solved, a result, a moment in a course or lab) instead of ${quote(firstSentence)}.`,
    );
  }

  const count = (pick: (f: SentenceFacts) => boolean): number => facts.filter(pick).length;
  const academic = count((f) => f.academic);
  score += share(academic, STRUCTURE_MOVES.academic);
  if (academic < STRUCTURE_MOVES.academic.full) comments.push(academicAdvice(who));

  const experience = count((f) => f.experience && !f.career);
  score += share(experience, STRUCTURE_MOVES.experience);
  if (experience < STRUCTURE_MOVES.experience.full) comments.push(experienceAdvice(who));

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
  if (career < STRUCTURE_MOVES.careerGoals.full) comments.push(goalsAdvice(who, career === 0));

  const order = orderOf(a);
  score += ORDER_POINTS * Math.max(0, 2 * order.share - 1);
  if (order.share < ORDER_COMMENT_SHARE && order.outOfPlace) {
    const { early, earlyMove, late, lateMove } = order.outOfPlace;
    comments.push(
      `The paragraph on ${MOVE_NAMES[earlyMove]} (${quote(early.sentence.text)}) comes before the one on ${MOVE_NAMES[lateMove]} (${quote(late.sentence.text)}): a reader follows what drew you, how you prepared, what you did, why this program, then your goals.`,
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
