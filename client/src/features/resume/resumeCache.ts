/** What a resume evaluation (the REST upload) makes stale. */
import type { FeatureDependents } from "../../shared/graphql/cache";

export const resumeCache = {
  // The answer holds the new resume; the score it gives feeds the profile strength, the
  // dashboard's resume stats, and the first-resume badge and Good-resume award.
  evaluateResume: [
    "latestResume",
    "resumes",
    "studentProfileStrength",
    "resumeStats",
    "badges",
    "awards",
  ],
} satisfies FeatureDependents;
