/**
 * Statements of purpose and the requests that make them. A submission holds what the student
 * sent to be evaluated (pasted text or a .docx) until the worker has evaluated or refused it;
 * then its text and bytes are erased and the SOP row is what we keep, with its latest
 * evaluation. Generated drafts need no submission: the job carries the answers, and the SOP's
 * id is the request's, so a retried job finds it.
 */
import type { SopEvaluation, SopOrigin } from "@gradplan/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { Student } from "../auth/student.entity";

export const SUBMISSION_STATUS = { pending: "pending", done: "done", failed: "failed" } as const;

export const SopEntity = defineEntity({
  name: "Sop",
  tableName: "sop",
  indexes: [{ properties: ["student", "createdAt"] }],
  properties: {
    id: p.uuid().primary(),
    student: () => p.manyToOne(Student).deleteRule("cascade"),
    name: p.string().length(100),
    universityName: p.string().length(200).nullable(),
    courseName: p.string().length(200).nullable(),
    origin: p.string().length(10).$type<SopOrigin>(),
    text: p.text(),
    wordCount: p.integer(),
    /** The latest evaluation's score and whole answer; null until the SOP is evaluated. */
    overallScore: p.smallint().nullable(),
    evaluation: p.json<SopEvaluation>().nullable(),
    evaluatedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime(),
  },
});
export type ISop = InferEntity<typeof SopEntity>;

export const SopSubmission = defineEntity({
  name: "SopSubmission",
  tableName: "sop_submission",
  properties: {
    id: p.uuid().primary(),
    student: () => p.manyToOne(Student).index().deleteRule("cascade"),
    /** The SOP this submission replaces the text of, or null for a new one. */
    sopId: p.uuid().nullable(),
    sopName: p.string().length(100),
    universityName: p.string().length(200).nullable(),
    courseName: p.string().length(200).nullable(),
    origin: p.string().length(10).$type<SopOrigin>(),
    /** Pasted text, or null when a file came. */
    text: p.text().nullable(),
    file: p.blob().lazy().nullable(),
    status: p.string().length(10),
    failureMessage: p.text().nullable(),
    resultSopId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    finishedAt: p.datetime().nullable(),
  },
});
export type ISopSubmission = InferEntity<typeof SopSubmission>;
