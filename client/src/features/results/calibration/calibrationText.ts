/** The calibration page's words, and how its figures read. */
import { formatDay } from "../../../shared/ui/dates";

export const CALIBRATION_TEXT = {
  title: "How accurate are the admit chances?",
  lead: "What an admit chance on GradPlan is, what it can and cannot tell you, and how well the chances have matched real decisions.",
  whatHeading: "What the chances are",
  what: [
    "Each admit chance starts from a model fitted on real admission decisions: how applicants' GPA, test scores, research, work experience and the like compared with a program's figures, and whether they were admitted.",
    "The model is then calibrated course by course on the results students share here. Calibration uses shrinkage: a course with a few shared results moves only a little away from the model, and a course with many moves a lot, towards what its results show.",
    "Shared results count by how far they can be trusted, so nobody can steer a chance with invented ones: all results shared without an account, or from an account under two weeks old, can together move a course's chance by about 4 points at most; results shared from an older account, or confirmed by the decision email in a connected inbox, count each on their own; and a sudden burst of the same decision for one course waits for our review.",
  ],
  limitsHeading: "What they can and cannot tell you",
  limits: [
    "A chance is a frequency, not a verdict: of applicants with profiles like yours, about that share were admitted. Yours is one application among them.",
    "It cannot see your essays, letters of recommendation or interviews, which often decide close cases.",
    "Small courses rest on few results, so their chances lean on the model and are less certain: the likely range shown beside a chance says how wide.",
  ],
  figuresHeading: "How well the chances matched shared results",
  none: "The chances have not been checked against shared results yet. Once enough students have shared their decisions, this page shows how well the chances matched them.",
  share: "Share your results",
  brier:
    "The Brier score is the average squared gap between a predicted chance and what happened (1 if admitted, 0 if not): lower is better, 0 is perfect, and always saying 50% scores 0.25 on 50/50 outcomes.",
  heldOutNote:
    "The check uses held-out results: decisions kept aside while fitting, so the chances are tested on results they never saw.",
  chartHeading: "Predicted chance against observed admit rate",
  chartIntro:
    "Results are grouped into bands by their predicted chance. Each point sets a band's average predicted chance (across) against the share of its applicants actually admitted (up). Points on the diagonal are perfectly calibrated. A band with few results can land far from it by chance: the tables give each band's count.",
  before: "Before calibration",
  after: "After calibration",
  perfect: "Perfectly calibrated",
  sampleTag: "Sample",
} as const;

export function brierText(score: number): string {
  return score.toFixed(3);
}

/** Percent figures rounded to whole points: "42%". */
export function percentText(value: number): string {
  return `${Math.round(value)}%`;
}

/** A band of predicted chances: "20-30%". */
export function bandText(from: number, to: number): string {
  return `${Math.round(from)}-${Math.round(to)}%`;
}

export function fittedText(fittedAt: string): string {
  return `Last checked ${formatDay(fittedAt)}.`;
}

export function sampleText(sample: number, total: number): string {
  if (sample === 0) return "All of them are results students shared.";
  if (sample === total) {
    return "All of them are sample data: synthetic results of the demo catalogue, so these figures show how the check works, not how accurate the chances are for real applicants.";
  }
  return `${sample} of them are sample data: synthetic results of the demo catalogue, not real applicants.`;
}

/** Whether the Brier score fell, rose or held with calibration, in words. */
export function brierChangeText(before: number, after: number): string {
  const b = brierText(before);
  const a = brierText(after);
  if (a === b) return `Calibration left the Brier score at ${a}.`;
  return after < before
    ? `Calibration lowered the Brier score from ${b} to ${a}: the calibrated chances matched the held-out results better.`
    : `Calibration raised the Brier score from ${b} to ${a}: on these held-out results the calibrated chances matched less well.`;
}
