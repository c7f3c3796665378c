/** What every category scorer reads, computed once per resume: sections, bullets, counts. */

import { countWords } from "../../../language/text";
import { type Applicant, applicantOf } from "./applicant";
import type { ExtractedResume, ResumeParagraph } from "./document";
import { type PersonalFindings, personalDetails } from "./personal";
import { findSections, isDateLine, type ResumeSections } from "./sections";
import { type ContactSignals, contactSignals } from "./signals";

export interface ResumeFacts {
  doc: ExtractedResume;
  sections: ResumeSections;
  wordCount: number;
  contact: ContactSignals;
  /** Student, recent graduate or industry, with research or not: what the advice fits. */
  applicant: Applicant;
  /** Personal details a US reader does not expect: formatting's comment, the overall's cost. */
  personal: PersonalFindings;
}

/** A category's score (0-100 integer) and what to change, most important first. */
export interface CategoryResult {
  score: number;
  comments: string[];
}

/** `asOf` resolves "Present" in date ranges: the evaluation's day. */
export function resumeFacts(doc: ExtractedResume, asOf: Date): ResumeFacts {
  const sections = findSections(doc.paragraphs);
  return {
    doc,
    sections,
    wordCount: countWords(doc.text),
    contact: contactSignals(doc.text, doc.links),
    applicant: applicantOf(sections, asOf),
    personal: personalDetails(doc),
  };
}

/**
 * The items of a section: its bullets, or, when it has none, its plain lines (a student who
 * typed duties as paragraphs still has duties). Bold lines and headings are entry titles, and
 * date lines are entries' dates.
 */
export function itemsOf(lines: readonly ResumeParagraph[]): ResumeParagraph[] {
  // A date line ("Jun 2021 – Present"), even one formatted as a bullet, is no duty (issue 33).
  const items = lines.filter((l) => !isDateLine(l.text));
  const bullets = items.filter((l) => l.kind === "list");
  if (bullets.length > 0) return bullets;
  return items.filter((l) => l.kind === "paragraph" && !l.bold);
}

export function textOf(lines: readonly ResumeParagraph[]): string {
  return lines.map((l) => l.text).join("\n");
}

export function clampScore(points: number): number {
  return Math.round(Math.min(100, Math.max(0, points)));
}

/** The start of a line to quote in a comment. */
export function excerpt(text: string, maxWords = 6): string {
  const found = text.split(/\s+/).filter(Boolean);
  const head = found
    .slice(0, maxWords)
    .join(" ")
    .replace(/[.,;:]$/, "");
  return found.length > maxWords ? `${head}…` : head;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
