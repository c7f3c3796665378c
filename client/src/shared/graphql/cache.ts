/**
 * The app's one normalized cache: which field identifies each type, and how a change's stale
 * answers go. Each feature declares what its own writes make stale (features/<name>/<name>Cache.ts)
 * and the app hands the assembled table over (dependents.ts); a write evicts the queries it names,
 * so the next read of them goes to the server and every watching component refetches. No
 * component keeps a list of what to refetch.
 */
import { type ApolloCache, InMemoryCache } from "@apollo/client";
import { type MutationField, POSSIBLE_TYPES, type QueryField } from "../../graphql/generated";
import { dependentsOf } from "./dependents";

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

/** A write that makes cached answers stale: a mutation, or the resume upload (REST). */
export type Change = MutationField | "evaluateResume";

/**
 * What each change makes stale. Typed by the schema: a new mutation does not compile until some
 * feature says what it touches ([] for nothing), and a dependent must be a real query field.
 */
export type Dependents = Readonly<Record<Change, readonly QueryField[]>>;

/**
 * One feature's part of the table: the changes its own writes make (features/<name>/<name>Cache.ts,
 * written `{ ... } satisfies FeatureDependents` so its keys stay known to the assembly).
 */
export type FeatureDependents = { readonly [C in Change]?: readonly QueryField[] };

/** Drops every cached answer that `change` made stale (then collects what nothing reaches). */
export function evictDependents(cache: ApolloCache, change: Change): void {
  const fields = dependentsOf(change);
  for (const fieldName of fields) cache.evict({ id: "ROOT_QUERY", fieldName });
  if (fields.length > 0) cache.gc();
}
