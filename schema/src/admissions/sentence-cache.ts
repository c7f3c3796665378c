/** The sentences a student's reasons need, built once per student and program figure. */
import { EXCLUSION } from "./coefficients";
import { FEATURE_SHAPE } from "./features";
import { FITTED } from "./fitted";
import { REASONS } from "./reasons";

const FLOOR = FEATURE_SHAPE.gpaFloor.at;
const TYPICAL = FITTED.reference;

/** Sentences already built for this student, keyed by the one program figure they quote. */
export interface SentenceCache {
  rate: Map<number, string>;
  gpa: Map<number, string>;
  gre: Map<number, string>;
  english: Map<number, string>;
  gpaMinimum: Map<number, string>;
  greMinimum: Map<number, string>;
  englishMinimum: Map<number, string>;
  /** The student-only sentences, built once. */
  gpaFloor: string;
  gpaExcluded: string;
  greWithheld: string;
  greWithheldTypical: string;
  greUnknownPolicyWithheld: string;
  /** Against the fitted programs' admits, where the program's own average is not known. */
  gpaTypical: string;
  greTypical: string;
}

export const newSentenceCache = (gpa: number, greTotal: number): SentenceCache => ({
  rate: new Map(),
  gpa: new Map(),
  gre: new Map(),
  english: new Map(),
  gpaMinimum: new Map(),
  greMinimum: new Map(),
  englishMinimum: new Map(),
  gpaFloor: REASONS.gpaFloor(gpa, FLOOR),
  gpaExcluded: REASONS.gpaExcluded(gpa, EXCLUSION.gpaBelow),
  greWithheld: REASONS.greWithheld(greTotal),
  greWithheldTypical: REASONS.greWithheldTypical(greTotal),
  greUnknownPolicyWithheld: REASONS.greUnknownPolicyWithheld(greTotal),
  gpaTypical: REASONS.gpaTypical(gpa, TYPICAL.gpaAvg),
  greTypical: REASONS.greTypical(greTotal, TYPICAL.greAvg),
});
