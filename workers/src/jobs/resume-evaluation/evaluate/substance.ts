/**
 * What the resume shows was done, read across the whole page whatever its headings (issue 33:
 * substance over looks): measured results, technical tools, research, roles and projects, years
 * of work, recognition, and how much there is to read. Each saturates (the tenth measured result
 * adds less than the second), so a long list cannot buy the score. 0-100.
 */
import { skillsIn } from "../../../language/lexicon/skills";
import { countWords } from "../../../language/text";
import type { ResumeParagraph } from "./document";
import type { ResumeFacts } from "./facts";
import { startsWithActionVerb } from "./lexicon/action-verbs";
import { hasPhone, isAward, isPublication, isQuantified, isResearch } from "./signals";

const CONTACT = /@|https?:\/\/|www\.|\.(com|org|io|in|me|dev)\b/i;

/**
 * The core signals, each with its weight and the amount at which it earns 63% of its points
 * (1 - 1/e): a solid one-page resume (4 measured results, 8 tools, 300 words, 12 entries)
 * reaches about 63 of the core's 100.
 */
const CORE = {
  results: { weight: 2, scale: 4 },
  tools: { weight: 1, scale: 8 },
  /** Words of the sentences that carry substance (carriesSubstance), each once. */
  words: { weight: 1, scale: 250 },
  entries: { weight: 1, scale: 12 },
} as const;

/**
 * Points on top, up to the given amount: years of work, research, recognition. Most Masters
 * applicants have no paper and no award, and are not marked down for it.
 */
const BONUS = {
  workYears: { points: 10, scale: 3 },
  research: { points: 10, scale: 2 },
  recognition: { points: 5, scale: 2 },
} as const;

export type SubstanceSignals = Record<keyof typeof CORE | keyof typeof BONUS, number>;

/** The paragraphs, each text once (the first time it appears). */
function distinct(paragraphs: readonly ResumeParagraph[]): ResumeParagraph[] {
  const seen = new Set<string>();
  return paragraphs.filter((p) => {
    const key = p.text.toLowerCase().replace(/\s+/g, " ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A sentence that says something done or used: it names a tool, gives a measured result, or starts
 * with an action verb. 'Having good communication skills' and an objective's wishes do not.
 */
function carriesSubstance(sentence: string): boolean {
  return skillsIn(sentence).size > 0 || isQuantified(sentence) || startsWithActionVerb(sentence);
}

const saturate = (amount: number, scale: number) => 1 - Math.exp(-amount / scale);

export function substanceSignals(facts: ResumeFacts): SubstanceSignals {
  const { doc, sections } = facts;
  const { lines } = sections;
  // Each thing said once: text pasted under every job is padding, not more substance.
  const once = distinct(doc.paragraphs);
  const told = once.filter((p) => !lines.education.includes(p) && !lines.skills.includes(p));
  const sentences = [...new Set(told.flatMap((p) => p.text.split(/(?<=[.;!?])\s+/)))];
  const entries = [...lines.experience, ...lines.projects, ...lines.research];
  return {
    // A phone number or an address is not a result; a paper published and a competitive
    // award are, as a measured one is (the rubric's "published, shipped or recognised").
    results:
      sentences.filter((t) => isQuantified(t) && !CONTACT.test(t) && !hasPhone(t)).length +
      once.filter((p) => isPublication(p.text) || isAward(p.text)).length,
    // The tools the resume shows in use: a skills list alone is padding.
    tools: skillsIn(told.map((p) => p.text).join("\n")).size,
    research: once.filter((p) => isResearch(p.text)).length,
    words: countWords(sentences.filter(carriesSubstance).join("\n")),
    workYears: facts.applicant.workYears,
    entries: once.filter((p) => entries.includes(p)).length,
    recognition: once.filter((p) => isAward(p.text)).length,
  };
}

export function substanceScore(signals: SubstanceSignals): number {
  let points = 0;
  let total = 0;
  for (const [key, { weight, scale }] of Object.entries(CORE)) {
    points += weight * saturate(signals[key as keyof typeof CORE], scale);
    total += weight;
  }
  let score = (100 * points) / total;
  for (const [key, { points: most, scale }] of Object.entries(BONUS)) {
    score += most * saturate(signals[key as keyof typeof BONUS], scale);
  }
  return Math.round(Math.min(100, score));
}
