/** What a shared result, and staff's review and refit of results, make stale. */
import type { FeatureDependents } from "../../shared/graphql/cache";

export const resultsCache = {
  // A shared result joins the community's lists, their counts and seasons.
  submitResults: [
    "communityResults",
    "universityCourseResults",
    "resultSeasons",
    "resultsFromMyCollege",
    "resultsLikeMine",
    // A signed-in student's first shared result earns a badge.
    "badges",
  ],
  // Staff tools (the review shows or refuses a result; a refit moves chances and the report).
  reviewResult: [
    "communityResults",
    "universityCourseResults",
    "resultSeasons",
    "resultsFromMyCollege",
    "resultsLikeMine",
    "heldResults",
  ],
  recalibrateChances: [
    "calibrationReport",
    "filterUniversities",
    "courseStatsForShortlisting",
    "universityCoursesForStudent",
    "shortlist",
  ],
} satisfies FeatureDependents;
