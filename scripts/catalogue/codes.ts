/** The graduate course codes of the spec (file 1, section 3) with their display names. */
import { COURSE_NAMES as ALL_COURSE_NAMES, SPEC_COURSE_CODES } from "@gradplan/schema";

/** The sample synthesized programs of the spec's eleven fields only. */
export const SAMPLE_CODES = SPEC_COURSE_CODES;
export type CourseCode = (typeof SAMPLE_CODES)[number];

export const COURSE_NAMES: Readonly<Record<CourseCode, string>> = ALL_COURSE_NAMES;

/** Every university in the sample offers Computer Science. */
export const MANDATORY_CODE: CourseCode = "CS";

/**
 * How common each other program is among US research universities (0..1): used as the base
 * chance of a university offering it. EE and ME are near universal, Bioengineering is rarer
 * (many schools fold it into Biomedical Engineering).
 */
export const OPTIONAL_CODE_WEIGHTS: readonly (readonly [CourseCode, number])[] = [
  ["EE", 1.0],
  ["ME", 0.95],
  ["CE", 0.85],
  ["DS", 0.8],
  ["CV", 0.8],
  ["BM", 0.65],
  ["CH", 0.6],
  ["IS", 0.55],
  ["EM", 0.5],
  ["BE", 0.4],
];

/** The programs' ids: the same rule as the IPEDS catalogue's (schema/src/catalogue.ts). */
export { courseIdFor } from "@gradplan/schema";
