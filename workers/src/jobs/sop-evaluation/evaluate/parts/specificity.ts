/**
 * Specific evidence: named courses, labs, people, tools, numbers and outcomes, against vague
 * claims ("various projects", "strong knowledge", "learnt a lot").
 */
import type { SopAnalysis } from "../analysis";
import { VAGUE } from "../cues";
import { clampScore, type PartResult, plural, quote } from "../document";
import { isOutcome } from "../evidence";

/** The share of sentences with a checkable fact that earns all of `share`'s points. */
const FULL_SHARE = 0.75;
export const SPECIFICITY_POINTS = {
  /** By the share of sentences that carry a fact, full at three in four. */
  share: 35,
  /**
   * Sentences that report a paper (published, submitted, a venue named): 5 each, full at two.
   * The reader's strongest evidence of preparation; an MS statement without one is not asked
   * for it, it only leaves these points to the results and names below.
   */
  papers: 10,
  /** Sentences with an outcome (a measured figure, a publication, an award), 2.5 each, full at 6. */
  numbers: 15,
  /** Distinct tools: 1 -> 4, 2-3 -> 7, 4 or more -> 10. */
  tools: 10,
  /** A course named or numbered. */
  courses: 10,
  /** A professor or a lab named. */
  peopleAndLabs: 10,
  /** Other distinct names (companies, places, products): 3 -> 5, 5 or more -> 10. */
  names: 10,
} as const;
const FULL_NUMBERS = 6;
const FULL_PAPERS = 2;
const VAGUE_COST = 5;
const VAGUE_MAX_COST = 30;
const MAX_VAGUE_QUOTES = 3;

export function specificityPart(a: SopAnalysis): PartResult {
  const comments: string[] = [];
  const facts = a.facts;
  if (facts.length === 0) return { score: 0, comments: [] };
  const P = SPECIFICITY_POINTS;

  const concrete = facts.filter((f) => f.concrete).length;
  const shareOfConcrete = concrete / facts.length;
  let score = P.share * Math.min(1, shareOfConcrete / FULL_SHARE);

  const papers = facts.filter((f) => f.evidence.publication).length;
  score += (P.papers * Math.min(papers, FULL_PAPERS)) / FULL_PAPERS;
  const numbers = facts.filter((f) => isOutcome(f.evidence)).length;
  score += (P.numbers * Math.min(numbers, FULL_NUMBERS)) / FULL_NUMBERS;
  const tools = new Set(facts.flatMap((f) => f.evidence.tools));
  score += tools.size >= 4 ? P.tools : tools.size >= 2 ? 7 : tools.size === 1 ? 4 : 0;
  const courses = facts.some((f) => f.evidence.course);
  if (courses) score += P.courses;
  const peopleOrLabs = facts.some((f) => f.evidence.person || f.evidence.lab);
  if (peopleOrLabs) score += P.peopleAndLabs;
  const otherNames = new Set(facts.flatMap((f) => f.evidence.names));
  score += otherNames.size >= 5 ? P.names : otherNames.size >= 3 ? P.names / 2 : 0;

  // Vague by the sentence, not the word: "various" in a sentence that names what it is about
  // ("various sparse-matrix kernels in CUDA") is precise.
  const vague = facts.filter(
    (f) => !f.concrete && !f.evidence.technical && VAGUE.test(f.sentence.text),
  );
  score -= Math.min(VAGUE_MAX_COST, VAGUE_COST * vague.length);
  for (const f of vague.slice(0, MAX_VAGUE_QUOTES)) {
    const phrase = VAGUE.exec(f.sentence.text)![0];
    comments.push(
      `${quote(f.sentence.text)}: "${phrase}" claims without showing. Name the course, project, tool or number behind it.`,
    );
  }
  if (vague.length > MAX_VAGUE_QUOTES) {
    comments.push(`${plural(vague.length - MAX_VAGUE_QUOTES, "more vague sentence")} like these.`);
  }
  if (shareOfConcrete < 0.35) {
    const few =
      concrete === 0
        ? `None of the ${facts.length} sentences carries`
        : `Only ${concrete} of ${facts.length} sentences ${concrete === 1 ? "carries" : "carry"}`;
    comments.push(
      `${few} a fact a reader could check: replace general statements with what you did, where, with what and with what result.`,
    );
  }
  const who = a.applicant;
  if (numbers < 2) {
    comments.push(
      who.phd
        ? "Add outcomes: what your research found, a paper or poster, a measured improvement, an award."
        : "Add numbers and outcomes: a dataset's size, an accuracy, a speed-up, the users of something you built, a rank.",
    );
  }
  if (tools.size < 2) {
    comments.push(
      'Name the tools and methods you used (languages, libraries, instruments), e.g. "trained a ResNet-50 in PyTorch on 40,000 images".',
    );
  }
  // Courses are a fresh graduate's evidence; an industry applicant's is the work.
  if (!courses && !who.industry) {
    comments.push(
      'Name the courses that prepared you (e.g. "a course on Operating Systems", "CS 229"), not just "relevant courses".',
    );
  }
  if (!peopleOrLabs) {
    comments.push(
      who.phd
        ? "Name the people: the advisers you did research with, and the faculty at the program whose research you want to join."
        : 'Name the people and places: the professor you worked with, the lab, the research group (e.g. "Professor Rao\'s Embedded Systems Lab").',
    );
  }
  return { score: clampScore(score), comments };
}
