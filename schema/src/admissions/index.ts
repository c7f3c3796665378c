/** Admissions: admit chances and categories per program, and the AB Score of a profile. */
export * from "./ab-score";
export * from "./activities";
export * from "./anchors";
export * from "./applicant";
export * from "./coefficients";
export * from "./features";
export * from "./fitted";
export * from "./model";
export { SELECTIVITY_UNKNOWN_TEXT, selectivityBasisText } from "./reasons";
export * from "./selectivity";
export * from "./types";
export * from "./what-if";
