/** The graduate course codes of the spec (file 1, section 3) with their display names. */
import { COURSE_CODES } from "@gradplan/schema";

export type CourseCode = (typeof COURSE_CODES)[number];

export const COURSE_NAMES: Readonly<Record<CourseCode, string>> = {
  BE: "Bioengineering",
  BM: "Biomedical Engineering",
  CH: "Chemical Engineering",
  CV: "Civil Engineering",
  CE: "Computer Engineering",
  EE: "Electrical Engineering",
  EM: "Engineering Management",
  IS: "Industrial & Systems Engineering",
  ME: "Mechanical Engineering",
  CS: "Computer Science",
  DS: "Data Science",
};

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

/**
 * courseId = universityId * 100 + the code's index in COURSE_CODES (BE 0 .. DS 10): stable
 * across rebuilds and readable (the last two digits name the program).
 */
export function courseIdFor(universityId: number, code: CourseCode): number {
  return universityId * 100 + COURSE_CODES.indexOf(code);
}
