/** Formatting and structure: contact line, clear sections, bullets, concise lines, tone. */

import { countWords } from "../../../../language/text";
import { clampScore, excerpt, plural, type ResumeFacts } from "../facts";
import { firstWord } from "../lexicon/action-verbs";
import type { SentimentResult } from "../sentiment";
import { firstPersonCount } from "../signals";

/** Deductions from 100; each capped so one habit cannot sink the whole score. */
const COST = {
  email: 10,
  phone: 5,
  linkedin: 5,
  fewSections: 15,
  missingCoreSection: 6,
  educationLate: 3,
  emptySection: 5,
  padding: 3,
  maxPadding: 9,
  noBullets: 20,
  longParagraph: 8,
  maxLongParagraph: 24,
  longBullet: 3,
  maxLongBullet: 12,
  firstPerson: 4,
  maxFirstPerson: 20,
  negativeWord: 3,
  maxNegative: 12,
  repeatedLine: 4,
  maxRepeated: 20,
  repeatedVerb: 3,
};
const CORE_SECTIONS = ["education", "experience", "projects", "skills"] as const;
const LONG_PARAGRAPH_WORDS = 50;
const LONG_BULLET_WORDS = 35;

export interface FormattingResult {
  score: number;
  structure: string[];
  formatting: string[];
}

function structureCost(facts: ResumeFacts, comments: string[]): number {
  const { contact, sections } = facts;
  let cost = 0;
  if (!contact.email) {
    cost += COST.email;
    comments.push("Put a professional email address in the contact line at the top.");
  }
  if (!contact.phone) {
    cost += COST.phone;
    comments.push(
      "Add a phone number with its country code (e.g. +91 98450 12345) to the contact line.",
    );
  }
  if (!contact.linkedin) {
    cost += COST.linkedin;
    comments.push("Add your LinkedIn profile URL (linkedin.com/in/your-name) to the contact line.");
  }
  if (sections.order.length < 3) {
    cost += COST.fewSections;
    comments.push(
      "Organise your resume under clear headings: Education, Experience, Projects, Skills.",
    );
  } else {
    // An engineer from industry tells projects inside the roles (issue 33).
    const core = CORE_SECTIONS.filter(
      (k) => k !== "projects" || facts.applicant.stage !== "industry",
    );
    const missing = core.filter((k) => !sections.present[k]);
    cost += missing.length * COST.missingCoreSection;
    if (missing.length > 0) {
      comments.push(
        `Add the missing ${missing.length === 1 ? "section" : "sections"}: ${missing.map((k) => k[0]!.toUpperCase() + k.slice(1)).join(", ")}.`,
      );
    }
  }
  const educationAt = sections.order.filter((k) => k !== "summary").indexOf("education");
  if (educationAt > 1) {
    cost += COST.educationLate;
    comments.push(
      "Move Education near the top: for a graduate application it is what reviewers read first.",
    );
  }
  for (const key of sections.empty) {
    cost += COST.emptySection;
    comments.push(`The ${key} heading has nothing under it: add content or remove it.`);
  }
  const { personal } = facts;
  if (personal.comment) {
    cost += Math.min(COST.maxPadding, personal.quotes.length * COST.padding);
    comments.push(personal.comment);
  }
  return cost;
}

function formattingCost(facts: ResumeFacts, tone: SentimentResult, comments: string[]): number {
  const paragraphs = facts.doc.paragraphs;
  const bullets = paragraphs.filter((p) => p.kind === "list");
  let cost = 0;
  if (bullets.length < 3) {
    cost += COST.noBullets;
    comments.push(
      "Use bullet points for experience and projects: one achievement per bullet, one or two lines each.",
    );
  }
  const long = paragraphs.filter(
    (p) => p.kind !== "list" && countWords(p.text) > LONG_PARAGRAPH_WORDS,
  );
  if (long.length > 0) {
    cost += Math.min(COST.maxLongParagraph, long.length * COST.longParagraph);
    comments.push(
      `Break the ${countWords(long[0]!.text)}-word paragraph starting '${excerpt(long[0]!.text)}' into short bullets.`,
    );
  }
  const longBullets = bullets.filter((b) => countWords(b.text) > LONG_BULLET_WORDS);
  if (longBullets.length > 0) {
    cost += Math.min(COST.maxLongBullet, longBullets.length * COST.longBullet);
    comments.push(
      `Shorten ${plural(longBullets.length, "bullet")} of over ${LONG_BULLET_WORDS} words to about 25, as the Dos and Don'ts guide advises, e.g. '${excerpt(longBullets[0]!.text)}'.`,
    );
  }
  const firstPerson = firstPersonCount(facts.doc.text);
  if (firstPerson > 0) {
    cost += Math.min(COST.maxFirstPerson, firstPerson * COST.firstPerson);
    comments.push(
      `Drop first-person pronouns (${plural(firstPerson, "use")} of I, me or my): 'I developed a website' → 'Developed a website'.`,
    );
  }
  if (tone.negativeWords.length > 0) {
    cost += Math.min(COST.maxNegative, tone.negativeWords.length * COST.negativeWord);
    const quoted = tone.negativeWords
      .slice(0, 4)
      .map((w) => `'${w}'`)
      .join(", ");
    comments.push(`Remove negative or hedging words (${quoted}): say what you did and achieved.`);
  }
  cost += repetitionCost(
    paragraphs.map((p) => p.text),
    bullets.map((b) => b.text),
    comments,
  );
  return cost;
}

function repetitionCost(lines: string[], bullets: string[], comments: string[]): number {
  let cost = 0;
  const seen = new Map<string, number>();
  for (const line of lines) {
    const key = line.toLowerCase().replace(/\s+/g, " ");
    if (countWords(key) >= 4) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const repeated = [...seen].filter(([, n]) => n > 1);
  if (repeated.length > 0) {
    const extra = repeated.reduce((sum, [, n]) => sum + n - 1, 0);
    cost += Math.min(COST.maxRepeated, extra * COST.repeatedLine);
    comments.push(
      `Remove repeated lines: ${plural(extra, "line")} appear more than once, e.g. '${excerpt(repeated[0]![0])}'.`,
    );
  }
  const starts = new Map<string, number>();
  for (const b of bullets) starts.set(firstWord(b), (starts.get(firstWord(b)) ?? 0) + 1);
  const overused = [...starts].find(([word, n]) => word && n > 3);
  if (overused) {
    cost += COST.repeatedVerb;
    comments.push(
      `Vary how your bullets start: ${overused[1]} of them begin with '${overused[0]}'.`,
    );
  }
  return cost;
}

export function formattingAndStructure(
  facts: ResumeFacts,
  tone: SentimentResult,
): FormattingResult {
  const structure: string[] = [];
  const formatting: string[] = [];
  const cost = structureCost(facts, structure) + formattingCost(facts, tone, formatting);
  return { score: clampScore(100 - cost), structure, formatting };
}
