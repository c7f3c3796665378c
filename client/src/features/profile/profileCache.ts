/** What the profile's saves make stale: the student's figures feed nearly every page. */
import type { QueryField } from "../../graphql/generated";
import type { FeatureDependents } from "../../shared/graphql/cache";

/**
 * The student's figures feed their strength, their progress and every chance shown to them; the
 * category and applying semester pick the shortlist's deadlines, and so whether the popup shows
 * and the dashboard's next deadlines. A complete profile is a badge, a strong AB Score an award.
 */
const PROFILE_DEPENDENTS: readonly QueryField[] = [
  "studentProfileStrength",
  "studentProgress",
  // Whether the profile has what a chance needs, and the chances a list's balance rests on.
  "chancesNeed",
  "balanceSuggestions",
  "filterUniversities",
  "courseStatsForShortlisting",
  "universityCoursesForStudent",
  "shortlist",
  "popups",
  "shortlistingStats",
  "badges",
  "awards",
];

export const profileCache = {
  updateStudentInfo: PROFILE_DEPENDENTS,
  // The GPA and GRE also choose which results are "applicants like you".
  updateStudentStats: [...PROFILE_DEPENDENTS, "resultsLikeMine"],
  // New chances move courses between the dashboard's categories.
  recalculateShortlist: ["shortlist", "shortlistingStats", "balanceSuggestions"],
} satisfies FeatureDependents;
