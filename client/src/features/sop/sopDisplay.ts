/**
 * What the page shows of an SOP, as pure rules: the live word count against the 500-1200 words
 * guidance, a score's band, colour and lit meter blocks (the profile's bands), and the program
 * line of a list row. Values out of range are reported and held to it, never drawn broken.
 */
import {
  meterBlocks,
  meterSignal,
  type ScoreBand,
  type Signal,
  SOP_WORDS,
  type SopSummary,
  scoreBand,
} from "@gradplan/schema";

export type LengthVerdict = "empty" | "short" | "fits" | "long";

export function lengthVerdict(words: number): LengthVerdict {
  if (words === 0) return "empty";
  if (words < SOP_WORDS.min) return "short";
  if (words > SOP_WORDS.max) return "long";
  return "fits";
}

const WORDS = new Intl.NumberFormat("en-US");
const range = `${SOP_WORDS.min}-${SOP_WORDS.max}`;

/** The counter's sentence: the count, and kindly what to do about it. */
export function lengthNote(words: number): string {
  const count = `${WORDS.format(words)} ${words === 1 ? "word" : "words"}`;
  switch (lengthVerdict(words)) {
    case "empty":
      return `Most programs expect ${range} words.`;
    case "short":
      return `${count}: too short for now. Aim for ${range}: a specific project, or what draws you to this program, would add substance.`;
    case "long":
      return `${count}: too long. Aim for ${range}: cut repeated points and general statements first.`;
    default:
      return `${count}: within the ${range} words most programs expect.`;
  }
}

/** The counter's colour: green within the range, yellow outside it (a draft, not a failure). */
export function lengthSignal(words: number): Signal | null {
  const verdict = lengthVerdict(words);
  if (verdict === "empty") return null;
  return verdict === "fits" ? "green" : "yellow";
}

/** `value` within 0-100, whole; anything else is reported and the nearest valid value used. */
export function score(value: number, what: string): number {
  if (Number.isFinite(value) && value >= 0 && value <= 100) return Math.round(value);
  console.error(`${what} must be between 0 and 100; got ${value}.`);
  return Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
}

export interface ScoreView {
  value: number;
  band: ScoreBand;
  signal: Signal;
  /** Lit blocks of the 7-block meter. */
  lit: number;
  /** Spoken, e.g. "82 out of 100, Good". */
  valueText: string;
}

/** A 0-100 score as the meters draw it, banded as the profile strength's SOP Score is. */
export function scoreView(raw: number, what: string): ScoreView {
  const value = score(raw, what);
  const band = scoreBand(value);
  return {
    value,
    band,
    signal: meterSignal(value),
    lit: meterBlocks(value),
    valueText: `${value} out of 100, ${band}`,
  };
}

/** Readability to one decimal (Flesch reading ease, 0-100). */
export function readability(value: number): number {
  if (Number.isFinite(value) && value >= 0 && value <= 100) return Math.round(value * 10) / 10;
  console.error(`Readability must be between 0 and 100; got ${value}.`);
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/** What a readability value means for an SOP (the evaluation's band: 30-65 reads well). */
export function readabilityMeaning(value: number): string {
  if (value < 30) return "Dense: split your longest sentences and prefer plain words.";
  if (value <= 65) return "Clear and readable for an SOP.";
  return "Choppy: join short sentences so your reasoning flows.";
}

/** "MS Computer Science at Stanford University", or what is known of it, or null. */
export function programLine({
  university_name,
  course_name,
}: Pick<SopSummary, "university_name" | "course_name">): string | null {
  if (course_name && university_name) return `${course_name} at ${university_name}`;
  return course_name || university_name || null;
}
