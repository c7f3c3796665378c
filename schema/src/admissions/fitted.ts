// Written by `npm run model:fit`: do not edit by hand (docs/scoring.md, "Fitting").
// Fitted on 20888 Edulix decisions (2012-2016, Indian MS applicants), 10 student features.
import type { Feature } from "./features";

export const FITTED: {
  /** The student terms' coefficients (features.ts), logits per unit of each feature. */
  readonly coefficients: Readonly<Record<Feature, number>>;
  /** Of the coefficients, in FEATURES order. */
  readonly covariance: readonly (readonly number[])[];
  /** A TOEFL typical of a program's admits: its minimum plus this (one English unit). */
  readonly toeflAdmitsAboveMinimum: number;
  /**
   * What a program without its own admits' averages is read against: the training admits'
   * average GPA and GRE (the level of such a program is measured there).
   */
  readonly reference: { readonly gpaAvg: number; readonly greAvg: number };
  /**
   * The level where nothing is known of a program (the training programs' mean and spread,
   * logits), the spread a published acceptance rate leaves (a program's own term's), and how far
   * a learnt level drifts from the seasons it was learnt on to later ones (the season split's).
   */
  readonly level: {
    readonly unknown: number;
    readonly unknownSd: number;
    readonly publishedSd: number;
    readonly driftSd: number;
  };
} = {
  coefficients: {
    gpa: 0.5545,
    gpaFloor: 0,
    gre: 0.5593,
    english: 0,
    gpaShort: 0,
    greShort: 0,
    englishShort: 0,
    research: 0,
    conferences: 0.1694,
    work: 0,
  },
  covariance: [
    [0.0002385, 0, 0.00003854, 0, 0, 0, 0, 0, -0.000003509, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0.00003854, 0, 0.0003731, 0, 0, 0, 0, 0, -0.00005904, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [-0.000003509, 0, -0.00005904, 0, 0, 0, 0, 0, 0.01179, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  ],
  toeflAdmitsAboveMinimum: 8,
  reference: {
    gpaAvg: 3.52,
    greAvg: 316,
  },
  level: {
    unknown: -0.0073,
    unknownSd: 1.2997,
    publishedSd: 0.7626,
    driftSd: 0.7455,
  },
};
