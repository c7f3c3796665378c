/** What a proposed correction, and staff's answer to one, make stale. */
import type { FeatureDependents } from "../../shared/graphql/cache";

export const correctionsCache = {
  // A proposal shows nowhere until staff accept it (docs/corrections.md).
  proposeCorrection: [],
  // Staff tools. An accepted figure changes the course everywhere it is read; a rejection
  // changes nothing shown but the staff's own list.
  acceptCorrection: [
    "pendingCorrections",
    "figureAudit",
    "courseDetails",
    "universityCourses",
    "universityCoursesForStudent",
    "courseStatsForShortlisting",
    "filterUniversities",
    "shortlist",
  ],
  rejectCorrection: ["pendingCorrections", "figureAudit"],
} satisfies FeatureDependents;
