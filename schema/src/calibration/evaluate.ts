/**
 * How well chances match outcomes, before and after a calibration, on results the fit never
 * saw. Chances are read as students see them: the model's rounded 1-99 percent, over 100.
 */
import { calibratedLogit, chanceOfLogit } from "../admissions/model";

import { courseCalibration, type FitOptions, fitCalibration } from "./fit";
import type { CalibrationObservation, ReliabilityBand } from "./types";

/** Mean squared gap between a chance (0-1) and the outcome (1 admitted); NaN with no results. */
export function brierScore(predictions: readonly number[], outcomes: readonly boolean[]): number {
  if (predictions.length !== outcomes.length)
    throw new RangeError("brierScore: one outcome per prediction");
  let sum = 0;
  for (let i = 0; i < predictions.length; i++)
    sum += (predictions[i]! - (outcomes[i] ? 1 : 0)) ** 2;
  return sum / predictions.length;
}

/**
 * The reliability table: predictions (0-1) in `bands` equal bands of 0-100%, the last one
 * closed (100% falls in it); only non-empty bands, lowest first. Every figure but `results` is in
 * percent: from, to, predicted (the mean shown) and observed (the rate admitted), the last two
 * to 0.01 point.
 */
export function reliability(
  predictions: readonly number[],
  outcomes: readonly boolean[],
  bands = 10,
): ReliabilityBand[] {
  if (predictions.length !== outcomes.length)
    throw new RangeError("reliability: one outcome per prediction");
  const shown = new Float64Array(bands);
  const admitted = new Float64Array(bands);
  const results = new Float64Array(bands);
  predictions.forEach((p, i) => {
    const band = Math.min(bands - 1, Math.max(0, Math.floor(p * bands)));
    shown[band]! += p;
    admitted[band]! += outcomes[i] ? 1 : 0;
    results[band]! += 1;
  });
  const out: ReliabilityBand[] = [];
  for (let b = 0; b < bands; b++) {
    const n = results[b]!;
    if (n === 0) continue;
    const [from, to] = [(100 * b) / bands, (100 * (b + 1)) / bands];
    out.push({
      from,
      to,
      predicted: percent(shown[b]! / n),
      observed: percent(admitted[b]! / n),
      results: n,
    });
  }
  return out;
}

const percent = (share: number): number => Math.round(10_000 * share) / 100;

/** 32-bit FNV-1a of a string's UTF-16 code units: seedless and stable across platforms. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A fixed split by a hash of each item's key: the same key always lands on the same side (so
 * one student's results stay together and a re-run gives the same split), about `fraction` held out.
 */
export function heldOutSplit<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  fraction = 0.2,
): { training: T[]; heldOut: T[] } {
  const training: T[] = [];
  const heldOut: T[] = [];
  for (const item of items)
    (fnv1a(keyOf(item)) / 2 ** 32 < fraction ? heldOut : training).push(item);
  return { training, heldOut };
}

/** A result's split key: who sent it, else its course and logit. */
export const observationKey = (o: CalibrationObservation): string =>
  o.key ?? `${o.courseId}:${o.z}`;

export interface CalibrationReport {
  results: number;
  training: number;
  heldOut: number;
  /** On the held-out results, 0-1 (lower is better). */
  brierBefore: number;
  brierAfter: number;
  reliabilityBefore: ReliabilityBand[];
  reliabilityAfter: ReliabilityBand[];
}

/** Fits on about 80% of the results and compares shown chances on the rest. */
export function calibrationReport(
  observations: readonly CalibrationObservation[],
  options: FitOptions & { heldOutFraction?: number } = {},
): CalibrationReport {
  const { training, heldOut } = heldOutSplit(observations, observationKey, options.heldOutFraction);
  const calibration = fitCalibration(training, options);
  const outcomes = heldOut.map((o) => o.admitted);
  const before = heldOut.map((o) => chanceOfLogit(o.z) / 100);
  const after = heldOut.map(
    (o) => chanceOfLogit(calibratedLogit(o.z, courseCalibration(calibration, o))) / 100,
  );
  return {
    results: observations.length,
    training: training.length,
    heldOut: heldOut.length,
    brierBefore: brierScore(before, outcomes),
    brierAfter: brierScore(after, outcomes),
    reliabilityBefore: reliability(before, outcomes),
    reliabilityAfter: reliability(after, outcomes),
  };
}

/** What the calibration page publishes (stored with each fit): held-out accuracy. */
export interface PublishedCalibrationReport extends CalibrationReport {
  /** How many of the results are synthetic sample data. */
  sampleResults: number;
}
