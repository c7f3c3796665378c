/**
 * Who wrote the resume, read from it: a student, a recent graduate, an engineer with years in
 * industry, or a researcher. Advice depends on it (issue 33): nobody years out of school is asked
 * for a GPA or a course list, and nobody without research is pushed to add a Research section.
 */

import { type DateRange, dateRanges } from "./dates";
import type { ResumeParagraph } from "./document";
import type { ResumeSections } from "./sections";
import { isResearch } from "./signals";

export type ApplicantStage = "student" | "recent graduate" | "industry";

export interface Applicant {
  stage: ApplicantStage;
  /** Years of work, from the experience section's date ranges (overlaps counted once). */
  workYears: number;
  /** Years since the last degree ended; 0 while studying or when no year is given. */
  yearsSinceDegree: number;
  /** Papers, theses or research roles anywhere in the resume. */
  research: boolean;
}

/** Three years of work make an industry applicant: a GPA and courses no longer tell much. */
export const INDUSTRY_YEARS = 3;
/** A degree finished over two years ago: the transcript matters less than what came after. */
export const YEARS_OUT_OF_SCHOOL = 2;

/** Months covered by the ranges, overlaps once: two jobs at a time are not twice the years. */
function monthsCovered(ranges: readonly DateRange[]): number {
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  let months = 0;
  let reach = -Infinity;
  for (const { from, to } of sorted) {
    const start = Math.max(from, reach);
    if (to + 1 > start) months += to + 1 - start;
    reach = Math.max(reach, to + 1);
  }
  return months;
}

const INTERNSHIP = /\b(intern(ship)?|trainee|apprentice|summer (analyst|associate)|co-?op)\b/i;
const STUDYING = /\b(expected|pursuing|present|current|ongoing|till date)\b/i;

/**
 * The experience section's ranges, each entry's title line telling whether it is an
 * internship: internships and co-ops teach, but a student with three of them is still a student.
 */
function workMonths(lines: readonly ResumeParagraph[], asOf: Date): number {
  const ranges: DateRange[] = [];
  let internship = false;
  for (const line of lines) {
    if (line.kind !== "list") internship = INTERNSHIP.test(line.text) || internship;
    const found = dateRanges(line.text, asOf);
    if (found.length === 0) continue;
    if (!INTERNSHIP.test(line.text) && !internship) ranges.push(...found);
    internship = false;
  }
  return monthsCovered(ranges);
}

/** Years since the latest degree ended, 0 while a degree is under way. */
function yearsSinceDegree(lines: readonly ResumeParagraph[], asOf: Date): number {
  const text = lines.map((l) => l.text).join("\n");
  if (STUDYING.test(text)) return 0;
  const years = [...text.matchAll(/\b(19|20)\d{2}\b/g)].map((m) => Number(m[0]));
  const last = years.filter((y) => y <= asOf.getUTCFullYear() + 6);
  if (last.length === 0) return 0;
  return Math.max(0, asOf.getUTCFullYear() - Math.max(...last));
}

export function applicantOf(sections: ResumeSections, asOf: Date): Applicant {
  const { lines } = sections;
  const workYears = Math.round((workMonths(lines.experience, asOf) / 12) * 10) / 10;
  const since = yearsSinceDegree(lines.education, asOf);
  const research =
    lines.research.length > 0 ||
    [...lines.experience, ...lines.projects, ...lines.education, ...lines.awards].some((l) =>
      isResearch(l.text),
    );
  let stage: ApplicantStage = "student";
  if (workYears >= INDUSTRY_YEARS) stage = "industry";
  else if (since >= 1 || workYears >= 1) stage = "recent graduate";
  return { stage, workYears, yearsSinceDegree: since, research };
}

/** Whether a GPA and a course list still tell a reader much: a student or a recent graduate. */
export function transcriptMatters(applicant: Applicant): boolean {
  return applicant.stage !== "industry" && applicant.yearsSinceDegree <= YEARS_OUT_OF_SCHOOL;
}
