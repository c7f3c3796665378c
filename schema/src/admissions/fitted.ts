// Written by `npm run model:fit`: do not edit by hand (docs/scoring.md, "Fitting").
// Fitted on 14157 Edulix decisions (2012-2016, Indian MS applicants), 12 features.
import type { Feature } from "./features";

export const FITTED: {
  readonly coefficients: Readonly<Record<Feature, number>>;
  /** Of the coefficients, in FEATURES order. */
  readonly covariance: readonly (readonly number[])[];
  /** The spread of a program's own offset, in logits, by how its figures are known. */
  readonly programSd: { readonly derived: number; readonly sample: number };
  /** The median admit's TOEFL above the program's minimum, in points. */
  readonly toeflAdmitsAboveMinimum: number;
  /**
   * Read where a program does not publish a figure: the training programs' mean and spread
   * (the rate as its feature, a logit; docs/scoring.md, "Unknown figures").
   */
  readonly unknownFigures: {
    readonly rate: number;
    readonly rateSd: number;
    readonly gpaAvg: number;
    readonly gpaAvgSd: number;
    readonly greAvg: number;
    readonly greAvgSd: number;
  };
} = {
  coefficients: {
    intercept: 0.6627,
    rate: 0.4403,
    gpa: 0.4024,
    gpaFloor: 0,
    gre: 0.446,
    english: 0,
    gpaShort: 0,
    greShort: 0,
    englishShort: 0,
    research: 0,
    conferences: 0,
    work: 0,
  },
  covariance: [
    [0.001174, 0.0006212, 0.00008033, 0, 0.00007597, 0, 0, 0, 0, 0, 0, 0],
    [0.0006212, 0.000485, -0.000002477, 0, -0.0000267, 0, 0, 0, 0, 0, 0, 0],
    [0.00008033, -0.000002477, 0.0002641, 0, 0.00002019, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0.00007597, -0.0000267, 0.00002019, 0, 0.0003946, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  ],
  programSd: {
    derived: 0.623,
    sample: 1.145,
  },
  toeflAdmitsAboveMinimum: 8,
  unknownFigures: {
    rate: -1.3103,
    rateSd: 0.8368,
    gpaAvg: 3.59,
    gpaAvgSd: 0.1432,
    greAvg: 318,
    greAvgSd: 5.0349,
  },
};
