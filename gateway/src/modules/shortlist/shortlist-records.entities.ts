/**
 * The shortlist's own records beside the courses: every status change (the student's record of
 * their applications, kept when a course leaves the shortlist), the popups and who dismissed
 * them, and the private calendar feed's hashed token.
 */
import { randomUUID } from "node:crypto";
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { Student } from "../auth/student.entity";
import { Course } from "../catalogue/course.entity";

export const ShortlistStatusChange = defineEntity({
  name: "ShortlistStatusChange",
  tableName: "shortlist_status_change",
  indexes: [
    {
      name: "shortlist_status_change_student_course_index",
      properties: ["student", "course", "changedAt"],
    },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    student: () => p.manyToOne(Student).deleteRule("cascade"),
    course: () => p.manyToOne(Course).deleteRule("cascade"),
    /** Null for the first entry: the day the course was shortlisted. */
    fromStatus: p.string().length(30).nullable(),
    toStatus: p.string().length(30),
    changedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IShortlistStatusChange = InferEntity<typeof ShortlistStatusChange>;

export const Popup = defineEntity({
  name: "Popup",
  tableName: "popup",
  properties: {
    id: p.integer().primary().autoincrement(false),
    popupFor: p.string().length(60).unique(),
    showAfterSeconds: p.integer().default(0),
  },
});
export type IPopup = InferEntity<typeof Popup>;

export const PopupDismissal = defineEntity({
  name: "PopupDismissal",
  tableName: "popup_dismissal",
  properties: {
    student: () => p.manyToOne(Student).primary().deleteRule("cascade"),
    popup: () => p.manyToOne(Popup).primary().deleteRule("cascade"),
    dismissedAt: p.datetime(),
  },
});

export const CalendarFeed = defineEntity({
  name: "CalendarFeed",
  tableName: "calendar_feed",
  properties: {
    student: () => p.oneToOne(Student).primary().deleteRule("cascade"),
    /** sha256 of the token, hex: the URL is shown once, when made, and never stored. */
    tokenHash: p.string().length(64).columnType("char(64)").unique(),
    createdAt: p.datetime(),
  },
});
