/**
 * The profile's validation rules and computed values (spec 1 section 5). Each rule answers the
 * spec's message or null; the forms call them while typing and the server calls them again on
 * every update, so both sides always say the same thing.
 */

import { PROFILE_MESSAGES as M, SECTION_LABELS, WORK_TYPE_LABELS } from "./messages";
import { type EnglishSection, type GpaScale, type GreSection, TEST_LIMITS } from "./options";

export type Rule<T> = (value: T) => string | null;

function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === "string" && value.trim() === "")
  );
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** YYYY-MM-DD of a local date: dates of birth are calendar dates, not instants. */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The year of a real calendar date written YYYY-MM-DD ("2026-02-30" is none), or null. */
export function realDateYear(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? year : null;
}

/** A real calendar date, not after today and with a year not after the current year. */
export function dobError(value: string | null | undefined, today = new Date()): string | null {
  if (isBlank(value)) return M.dobRequired;
  const year = realDateYear(String(value));
  if (year === null || year < 1900) return M.dobInvalid;
  if (year > today.getFullYear() || String(value).trim() > isoDay(today)) return M.dobInvalid;
  return null;
}

export function gpaError(value: number | null | undefined, scale: GpaScale): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) return M.gpaRequired;
  if (value < 0) return M.gpaNegative;
  if (!Number.isFinite(value) || value > scale) return M.gpaRange(scale);
  return null;
}

/**
 * Ten-point to four-point GPA, piecewise linear between these knots (the spec does not give the
 * band edges; these follow the usual Indian-university conversions: 7.5 is a 3.1, 8.5 a 3.6).
 */
export const GPA_TEN_TO_FOUR_KNOTS: readonly (readonly [number, number])[] = [
  [0, 0],
  [5, 1],
  [6, 2],
  [7, 2.8],
  [8, 3.4],
  [9, 3.8],
  [10, 4],
];

/** Linear between knots (sorted by x), flat beyond the first and the last, to 2 decimals. */
export function interpolate(knots: readonly (readonly [number, number])[], x: number): number {
  const first = knots[0]!;
  if (x <= first[0]) return round2(first[1]);
  for (let i = 1; i < knots.length; i++) {
    const [x1, y1] = knots[i]!;
    if (x <= x1) {
      const [x0, y0] = knots[i - 1]!;
      return round2(y0 + ((x - x0) * (y1 - y0)) / (x1 - x0));
    }
  }
  return round2(knots[knots.length - 1]![1]);
}

export function gpaTenToFour(ten: number): number {
  return interpolate(GPA_TEN_TO_FOUR_KNOTS, ten);
}

/**
 * A section score: required, within 0-max (the spec's range message), and a multiple of `step`
 * (stepMessage: the range message where it names the step, as IELTS's does, else our own).
 */
function sectionScoreError(
  value: number | null | undefined,
  section: string,
  limits: { max: number; step: 1 | 0.5 },
  rangeMessage: string,
  stepMessage: string,
): string | null {
  if (value === null || value === undefined || Number.isNaN(value))
    return M.sectionRequired(section);
  if (!Number.isFinite(value) || value < 0 || value > limits.max) return rangeMessage;
  if (!Number.isInteger(value / limits.step)) return stepMessage;
  return null;
}

export function toeflSectionError(section: EnglishSection, value: number | null | undefined) {
  const label = SECTION_LABELS[section];
  const limits = { max: TEST_LIMITS.toeflSection, step: 1 } as const;
  return sectionScoreError(value, label, limits, M.toeflRange(label), M.wholeScore(label));
}

export function ieltsSectionError(section: EnglishSection, value: number | null | undefined) {
  const label = SECTION_LABELS[section];
  const limits = { max: TEST_LIMITS.ieltsBand, step: 0.5 } as const;
  return sectionScoreError(value, label, limits, M.ieltsRange(label), M.ieltsRange(label));
}

export function greSectionMax(section: GreSection): number {
  return section === "analytical_writing" ? TEST_LIMITS.analyticalWriting : TEST_LIMITS.greSection;
}

export function greSectionError(section: GreSection, value: number | null | undefined) {
  const label = SECTION_LABELS[section];
  const max = greSectionMax(section);
  // Verbal and quantitative are whole scores; analytical writing comes in half points.
  const half = section === "analytical_writing";
  const limits = { max, step: half ? 0.5 : 1 } as const;
  const stepMessage = half ? M.halfStepScore(label) : M.wholeScore(label);
  return sectionScoreError(value, label, limits, M.greRange(label, max), stepMessage);
}

/** TOEFL total: the sum of the four sections (max 120). */
export function toeflTotal(s: Record<EnglishSection, number>): number {
  return s.writing + s.reading + s.speaking + s.listening;
}

/** IELTS overall band: the average of four, rounded to the nearest 0.5 (.25 and .75 round up). */
export function ieltsOverallBand(s: Record<EnglishSection, number>): number {
  return Math.round(((s.writing + s.reading + s.speaking + s.listening) / 4) * 2) / 2;
}

/** GRE total: verbal plus quantitative (max 340). */
export function greTotal(s: { verbal: number; quantitative: number }): number {
  return s.verbal + s.quantitative;
}

/** Whole, non-negative months; null is allowed. Fractions round to the nearest month. */
export function workMonthsError(
  type: keyof typeof WORK_TYPE_LABELS,
  value: unknown,
): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    return M.workMonths(WORK_TYPE_LABELS[type]);
  }
  return null;
}

/**
 * Whether a number typed into a score field may be stored: the forms block anything out of range
 * (with a warning toast) instead of keeping it and complaining later.
 */
export function withinTypingRange(value: number, max: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= max;
}

/** Keys a number input must refuse (spec 1 section 5). */
export const BLOCKED_NUMBER_KEYS: readonly string[] = ["e", "E", "+", "-"];
