/**
 * Community results (docs/results.md): one submission (the applicant's stats, as the form sent
 * them once checked) and its applications, each linked to the catalogue course when its name is
 * one of the university's courses. Name and email are kept for staff alone and never shown.
 * A submission's fingerprint makes the same one sent twice a single row; its review status says
 * whether its decisions are shown and used ("accepted"), held for staff ("held"), or refused.
 */
import type { ApplicationDecision, ReviewStatus } from "@gradplan/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { Student } from "../auth/student.entity";
import { Course } from "../catalogue/course.entity";
import { University } from "../catalogue/university.entity";

export const ResultSubmission = defineEntity({
  name: "ResultSubmission",
  tableName: "result_submission",
  indexes: [{ properties: ["reviewStatus", "createdAt"] }],
  properties: {
    id: p.uuid().primary(),
    /** sha256 of the normalized submission: the same one sent again is not stored twice. */
    fingerprint: p.string().length(64).unique(),
    /** The signed-in student who shared it, if any (their export and deletion include it). */
    student: () => p.manyToOne(Student).nullable().index().deleteRule("cascade"),
    name: p.string().length(100).nullable(),
    email: p.string().length(254).nullable(),
    category: p.string().length(30),
    undergradUniversity: p.string().length(300),
    /** Folded (lower case, single spaces) for "admits from my undergrad college". */
    undergradKey: p.string().length(300).index(),
    undergradCourse: p.string().length(300),
    currentEducationLevel: p.string().length(100),
    /** Four-point, two decimals. */
    gpa: p.decimal("number").precision(3).scale(2),
    gpaTenScale: p.decimal("number").precision(4).scale(2).nullable(),
    englishTest: p.string().length(10),
    /** TOEFL total or IELTS overall band; null for None. */
    englishScore: p.decimal("number").precision(4).scale(1).nullable(),
    englishScores: p.json<Record<string, number | string | null>>().nullable(),
    greTest: p.string().length(10),
    greVerbal: p.smallint().nullable(),
    greQuantitative: p.smallint().nullable(),
    greWriting: p.decimal("number").precision(2).scale(1).nullable(),
    researchPapers: p.json<string[]>(),
    conferences: p.json<string[]>(),
    activities: p.json<Record<string, string>[]>(),
    workFulltimeMonths: p.smallint(),
    workInternshipMonths: p.smallint(),
    reviewStatus: p.string().length(10).$type<ReviewStatus>(),
    /** Why it was held, in words for staff. */
    reviewReason: p.text().nullable(),
    reviewedBy: p.string().length(100).nullable(),
    reviewedAt: p.datetime().nullable(),
    /**
     * A keyed hash of the sender's network (core/network.ts: IPv4 /24, IPv6 /64), never the
     * address: one network's results count as one visitor (docs/results.md, "Trust").
     */
    sourceNetwork: p.string().length(64).nullable(),
    /** Synthetic results of the demo catalogue: marked as sample wherever they show. */
    sample: p.boolean(),
    createdAt: p.datetime(),
  },
});
export type IResultSubmission = InferEntity<typeof ResultSubmission>;

export const ResultApplication = defineEntity({
  name: "ResultApplication",
  tableName: "result_application",
  indexes: [{ properties: ["course", "seasonYear"] }],
  properties: {
    id: p.uuid().primary(),
    submission: () => p.manyToOne(ResultSubmission).index().deleteRule("cascade"),
    university: () => p.manyToOne(University).index().deleteRule("cascade"),
    universityName: p.string().length(300),
    /** The catalogue course when the name matched one of the university's; null otherwise. */
    course: () => p.manyToOne(Course).nullable().deleteRule("set null"),
    courseName: p.string().length(300),
    semester: p.string().length(10),
    /** The year of the notification, or of the submission when no date was given. */
    seasonYear: p.smallint(),
    decision: p.string().length(20).$type<ApplicationDecision>(),
    notificationDate: p.string().columnType("date").nullable(),
    notificationMethod: p.string().length(20).nullable(),
    position: p.smallint(),
  },
});
export type IResultApplication = InferEntity<typeof ResultApplication>;

/** A fitted calibration of the admit-chance model; the newest row is in force. */
export const AdmitCalibration = defineEntity({
  name: "AdmitCalibration",
  tableName: "admit_calibration",
  properties: {
    id: p.uuid().primary(),
    fittedAt: p.datetime().index(),
    /** "schedule", "staff:<key name>" or "sample". */
    trigger: p.string().length(120),
    results: p.integer(),
    calibration: p.json<unknown>(),
    report: p.json<unknown>(),
  },
});
export type IAdmitCalibration = InferEntity<typeof AdmitCalibration>;
