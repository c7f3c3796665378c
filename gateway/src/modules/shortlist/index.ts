/** The shortlist domain's entry for the workers. */
export { programFacts, recalculateShortlist } from "./recalculate";
export { SHORTLIST_DEFAULT_STATUS, ShortlistedCourse } from "./shortlisted-course.entity";
