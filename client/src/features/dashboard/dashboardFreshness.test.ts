/**
 * The dashboard shows fresh figures after a change (issue 15): every change that moves a slice
 * evicts it (app/cacheDependents.ts), so the watching card reads it again.
 */
import { describe, expect, it } from "vitest";
import { DEPENDENTS } from "../../app/cacheDependents";
import type { QueryField } from "../../graphql/generated";
import type { Change } from "../../shared/graphql/cache";

const MOVES: Record<
  "shortlistingStats" | "sopStats" | "resumeStats" | "badges" | "awards",
  Change[]
> = {
  // Counts, categories, statuses and the deadlines of the student's category and semester.
  shortlistingStats: [
    "checkAndAddCourse",
    "updateCourseStatus",
    "deleteShortlistedCourse",
    "recalculateShortlist",
    "updateStudentInfo",
    "updateStudentStats",
    "acceptEmailProposal",
  ],
  sopStats: ["generateSop", "evaluateSop", "deleteSop"],
  resumeStats: ["evaluateResume"],
  // Profile complete, first resume, first SOP, five shortlisted, first application, a result shared.
  badges: [
    "updateStudentInfo",
    "updateStudentStats",
    "evaluateResume",
    "evaluateSop",
    "checkAndAddCourse",
    "updateCourseStatus",
    "acceptEmailProposal",
    "submitResults",
  ],
  // Resume and SOP rated Good, a strong profile, the first admit.
  awards: [
    "evaluateResume",
    "evaluateSop",
    "updateStudentInfo",
    "updateStudentStats",
    "updateCourseStatus",
    "acceptEmailProposal",
  ],
};

describe("what makes the dashboard stale", () => {
  it.each(Object.entries(MOVES))(
    "%s is evicted by every change that moves it",
    (field, changes) => {
      const evicting = Object.entries(DEPENDENTS)
        .filter(([, fields]) => fields.includes(field as QueryField))
        .map(([change]) => change);
      expect(evicting.sort()).toEqual([...changes].sort());
    },
  );

  it("the profile completion the next steps read follows every profile save", () => {
    expect(DEPENDENTS.updateStudentInfo).toContain("studentProgress");
    expect(DEPENDENTS.updateStudentStats).toContain("studentProgress");
  });
});
