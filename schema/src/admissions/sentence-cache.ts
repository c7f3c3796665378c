/** The sentences a student's reasons need, built once per student and program figure. */
import { EXCLUSION } from "./coefficients";
import { FEATURE_SHAPE } from "./features";
import { REASONS } from "./reasons";

const FLOOR = FEATURE_SHAPE.gpaFloor.at;

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
});
