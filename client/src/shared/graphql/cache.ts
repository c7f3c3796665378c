/**
 * The app's one normalized cache: which field identifies each type, and how a change's stale
 * answers go. Each feature declares what its own writes make stale (features/<name>/<name>Cache.ts)
 * and the app hands the assembled table over (dependents.ts); a write evicts the queries it names,
 * so the next read of them goes to the server and every watching component refetches. No
 * component keeps a list of what to refetch.
 */
import { type ApolloCache, InMemoryCache } from "@apollo/client";
import { POSSIBLE_TYPES } from "../../graphql/generated";
import { type Change, dependentsOf } from "./dependents";

export type { Change, Dependents, FeatureDependents } from "./dependents";

/** Students, courses, resumes, SOPs and universities are stored once, by their own ids. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    // Which object types a fragment on an interface (CourseSummaryType) matches.
    possibleTypes: POSSIBLE_TYPES,
    typePolicies: {
      StudentType: { keyFields: ["student_id"] },
      StudentInfoType: { keyFields: ["student_id"] },
      StudentStatsType: { keyFields: ["student_id"] },
      // A course is one record whether a search card, a details page or a comparison read it.
      CourseDetailsType: { keyFields: ["course_id"] },
      SearchResultCourseType: { keyFields: ["course_id"] },
      ResumeType: { keyFields: ["resume_id"] },
      // A list row and the full SOP are different shapes of one SOP; each is stored once by id.
      SopSummaryType: { keyFields: ["sop_id"] },
      // A re-evaluation answers the whole new evaluation: it replaces the old one, never merges.
      SopDetailsType: { keyFields: ["sop_id"], fields: { evaluation: { merge: false } } },
      // The signed-in student's own shortlist: one row per course (the cache is per student).
      ShortlistedCourseType: { keyFields: ["course_id"] },
      UniversityType: { keyFields: ["universityId"] },
      // A chance belongs to the student and the course together: kept inside its query.
      CourseChanceType: { keyFields: false },
    },
  });
}

/** Drops every cached answer that `change` made stale (then collects what nothing reaches). */
export function evictDependents(cache: ApolloCache, change: Change): void {
  const fields = dependentsOf(change);
  for (const fieldName of fields) cache.evict({ id: "ROOT_QUERY", fieldName });
  if (fields.length > 0) cache.gc();
}
