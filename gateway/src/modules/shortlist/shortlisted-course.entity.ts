/**
 * A course on a student's shortlist (spec 2 section 3) with what the admit-chance model last
 * said about it. The figures are rewritten by the shortlist-recalculation job; status is the
 * student's own. The reasons behind a chance are not stored: the model recomputes them in
 * microseconds when a page shows them, and storing them doubled the cost of a recalculation.
 */
import { randomUUID } from "node:crypto";
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { Student } from "../auth/student.entity";
import { Course } from "../catalogue/course.entity";

export const SHORTLIST_DEFAULT_STATUS = "Shortlisted";

export const ShortlistedCourse = defineEntity({
  name: "ShortlistedCourse",
  tableName: "shortlisted_course",
  uniques: [{ properties: ["student", "course"] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    student: () => p.manyToOne(Student).deleteRule("cascade"),
    course: () => p.manyToOne(Course).index().deleteRule("cascade"),
    status: p.string().length(30).default(SHORTLIST_DEFAULT_STATUS),
    category: p.string().length(20).nullable(),
    admitChances: p.smallint().nullable(),
    /** The chance's 80% range (null for NA). */
    admitLow: p.smallint().nullable(),
    admitHigh: p.smallint().nullable(),
    studentScore: p.smallint().nullable(),
    courseScore: p.smallint().nullable(),
    scoreTier: p.string().length(30).nullable(),
    calculatedAt: p.datetime().nullable(),
    /** When the status last changed (the history is in shortlist_status_change). */
    statusUpdatedAt: p.datetime().onCreate(() => new Date()),
    /**
     * The student's own deadline for this course (docs/shortlist.md): when set, their reminders
     * and calendar use it instead of the program's deadlines.
     */
    ownDeadline: p.string().columnType("date").nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IShortlistedCourse = InferEntity<typeof ShortlistedCourse>;
