/**
 * What the cards show of a Resume: the six category scores and comment lists in the spec's
 * order, and values held to their range. Spec 1 section 8 calls a bar value out of its range an
 * error: it is logged as one, and the card draws the nearest valid value instead of breaking.
 */
import type { Resume, ResumeContentComments } from "@gradplan/schema";

type ScoreKey = Extract<keyof Resume, `resume_${string}_score`>;

export const CATEGORY_SCORES: readonly {
  key: Exclude<ScoreKey, "resume_overall_score">;
  label: string;
}[] = [
  { key: "resume_academic_background_score", label: "Academic Background" },
  { key: "resume_project_and_research_score", label: "Projects & Research" },
  { key: "resume_work_ex_score", label: "Work Experience" },
  { key: "resume_skills_and_achievement_score", label: "Skills & Achievements" },
  { key: "resume_formatting_score", label: "Formatting" },
  { key: "resume_grammar_score", label: "Grammar" },
];

export const COMMENT_SECTIONS: readonly { key: keyof ResumeContentComments; label: string }[] = [
  { key: "academic_background_comments", label: "Academic Background" },
  { key: "projects_and_research_comments", label: "Projects & Research" },
  { key: "work_ex_comments", label: "Work Experience" },
  { key: "skills_and_achievements_comments", label: "Skills & Achievements" },
  { key: "structure_comments", label: "Structure" },
  { key: "formatting_comments", label: "Formatting" },
];

/** `value` within [min, max]; anything else is reported and the nearest valid value used. */
export function inRange(value: number, min: number, max: number, what: string): number {
  if (Number.isFinite(value) && value >= min && value <= max) return value;
  console.error(`${what} must be between ${min} and ${max}; got ${value}.`);
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/**
 * A 0-100 score as the cards draw it: whole, so the figure shown, its colour and its label
 * always agree (a raw 79.6 would show "80" labelled Average otherwise).
 */
export function score(value: number, what: string): number {
  return Math.round(inRange(value, 0, 100, what));
}

/**
 * Readability as stored, to one decimal: its colour bands end at 30, 40, 60 and 80 exactly, so
 * rounding to a whole number first would colour 60.4 as 60 (green where it is yellow).
 */
export function readability(value: number): number {
  return Math.round(inRange(value, 0, 100, "Readability") * 10) / 10;
}

/** A comment list; a missing one (older evaluations) reads as empty. */
export function commentsOf(resume: Resume, key: keyof ResumeContentComments): string[] {
  return resume.resume_content_comments?.[key] ?? [];
}

export function grammarPairsOf(resume: Resume) {
  return resume.resume_grammar_comments?.comments ?? [];
}

/** "March 3, 2025", or null when the server's date cannot be read. */
export function evaluatedOn(isoDate: string | undefined): string | null {
  if (!isoDate) return null;
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(date);
}
