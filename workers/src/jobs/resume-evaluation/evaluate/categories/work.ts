/** Work experience: roles with dates, bullets that start with a verb and end with a number. */

import { countWords } from "../../../../language/text";
import type { ResumeParagraph } from "../document";
import {
  type CategoryResult,
  clampScore,
  excerpt,
  itemsOf,
  plural,
  type ResumeFacts,
  textOf,
} from "../facts";
import { firstWord, startsWithActionVerb, WEAK_PHRASES } from "../lexicon/action-verbs";
import { hasDate, isQuantified } from "../signals";

/** Measured results weigh most: they are what separates an achievement from a duty. */
const POINTS = {
  section: 15,
  bullets: 15,
  actionVerbs: 20,
  quantified: 30,
  dates: 10,
  bulletLength: 10,
  weakPhrase: -5,
  maxWeakPenalty: -15,
};
/** Work told in prose, outside any section: the reader can still find it, with effort. */
const WORK_MENTIONED = /\b(worked|working|intern(ship)?|employed|job|company|trainee)\b/i;
const POINTS_WORK_MENTIONED = 10;

/** Bullets for full credit, and the share of them with a number that earns all its points. */
const BULLETS_TARGET = 6;
const QUANTIFIED_TARGET = 0.6;

function quantifyComment(bullets: readonly ResumeParagraph[], quantified: number): string | null {
  const need = Math.ceil(QUANTIFIED_TARGET * bullets.length) - quantified;
  const first = bullets.find((b) => !isQuantified(b.text));
  if (need <= 0 || !first) return null;
  const more = quantified > 0 ? " more" : "";
  return `Quantify ${need}${more} of your ${plural(bullets.length, "experience bullet")} with numbers (%, $, users, time saved), starting with '${excerpt(first.text)}': e.g. 'Cut report generation time from 2 days to 3 hours'.`;
}

export function workExperience(facts: ResumeFacts): CategoryResult {
  const lines = facts.sections.lines.experience;
  if (lines.length === 0) {
    return {
      score: WORK_MENTIONED.test(facts.doc.text) ? POINTS_WORK_MENTIONED : 0,
      // A heading with nothing under it is present: the structure comments say it is empty.
      comments: facts.sections.present.experience
        ? []
        : [
            "Add a Work Experience section: internships, part-time jobs and teaching or research assistantships count. For each give the role, organisation, dates and 2-4 bullets.",
          ],
    };
  }
  const bullets = itemsOf(lines);
  const comments: string[] = [];
  let points = POINTS.section;
  points += (Math.min(bullets.length, BULLETS_TARGET) / BULLETS_TARGET) * POINTS.bullets;
  if (bullets.length < 2) {
    comments.push("Describe each role with 2-4 bullets: what you did, how, and the result.");
  }

  const withVerb = bullets.filter((b) => startsWithActionVerb(b.text));
  if (bullets.length > 0) points += (withVerb.length / bullets.length) * POINTS.actionVerbs;
  const quantified = bullets.filter((b) => isQuantified(b.text)).length;
  if (bullets.length > 0) {
    const share = quantified / bullets.length;
    points += Math.min(1, share / QUANTIFIED_TARGET) * POINTS.quantified;
    const comment = quantifyComment(bullets, quantified);
    if (comment) comments.push(comment);
  }

  let weakPenalty = 0;
  for (const weak of WEAK_PHRASES) {
    const found = bullets.find((b) => weak.phrase.test(b.text));
    if (!found) continue;
    weakPenalty += POINTS.weakPhrase;
    comments.push(
      `Start bullets with action verbs: '${weak.text}' → '${weak.instead}' (in '${excerpt(found.text)}').`,
    );
  }
  points += Math.max(POINTS.maxWeakPenalty, weakPenalty);
  const noVerb = bullets.find(
    (b) => !startsWithActionVerb(b.text) && !WEAK_PHRASES.some((w) => w.phrase.test(b.text)),
  );
  if (noVerb) {
    comments.push(
      `Open every bullet with a strong verb (Built, Designed, Reduced, Led): '${excerpt(noVerb.text)}' starts with '${firstWord(noVerb.text)}'.`,
    );
  }

  if (hasDate(textOf(lines))) points += POINTS.dates;
  else comments.push("Add start and end dates to each role (e.g. Jun 2023 – Aug 2023).");

  const lengths = bullets.map((b) => countWords(b.text));
  const average = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
  if (average >= 8 && average <= 30) points += POINTS.bulletLength;
  else if (average > 30) {
    comments.push(
      "Keep experience bullets to one or two lines (8-30 words): one achievement each.",
    );
  } else if (bullets.length > 0) {
    points += POINTS.bulletLength / 2;
    comments.push(
      "Expand short bullets with how you did it and what changed (tools, scale, result).",
    );
  }
  return { score: clampScore(points), comments };
}
