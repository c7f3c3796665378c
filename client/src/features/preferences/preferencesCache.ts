/** What saving the shortlisting preferences makes stale. */
import type { FeatureDependents } from "../../shared/graphql/cache";

export const preferencesCache = {
  // Preferences rank and filter programs; they do not move a shortlisted course's category.
  editPreferences: [
    "shortlistingPreferences",
    "filterUniversities",
    "courseStatsForShortlisting",
    "universityCoursesForStudent",
    // The programs suggested to balance the list fit the preferences.
    "balanceSuggestions",
  ],
} satisfies FeatureDependents;
