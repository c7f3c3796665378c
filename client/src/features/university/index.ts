/**
 * The university details' public face, for the compare modal: a course's details (the type and
 * the read) and how its figures are written. Nothing else of this folder is imported from
 * outside it (src/house.test.ts).
 */
export { type CourseDetails, courseApi } from "./courseApi";
export {
  formatAdmitChance,
  formatDuration,
  formatGpa,
  formatIelts,
  formatRank,
} from "./courseFormat";
export { formatTuition } from "./universityFormat";
