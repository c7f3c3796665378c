/**
 * Resumes and their uploads. An upload holds the file until the worker has evaluated or refused
 * it (then its bytes are erased); the evaluation is a Resume (spec 1 section 3). A replaced
 * resume keeps its id and takes the new upload's evaluation.
 */
import type { GrammarPair, ResumeContentComments, ResumeLengthLabel } from "@gradplan/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { Student } from "../auth/student.entity";

export const UPLOAD_STATUS = { pending: "pending", done: "done", failed: "failed" } as const;

export const ResumeUpload = defineEntity({
  name: "ResumeUpload",
  tableName: "resume_upload",
  properties: {
    id: p.uuid().primary(),
    student: () => p.manyToOne(Student).index().deleteRule("cascade"),
    resumeName: p.string().length(100),
    fileName: p.string().length(255),
    file: p.blob().lazy(),
    fileBytes: p.integer(),
    /** The resume this upload replaces, or null for a new one. */
    replacesResumeId: p.uuid().nullable(),
    status: p.string().length(10),
    failureMessage: p.text().nullable(),
    resultResumeId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    finishedAt: p.datetime().nullable(),
  },
});
export type IResumeUpload = InferEntity<typeof ResumeUpload>;

export const ResumeEntity = defineEntity({
  name: "Resume",
  tableName: "resume",
  indexes: [{ properties: ["student", "evaluatedAt"] }],
  properties: {
    id: p.uuid().primary(),
    student: () => p.manyToOne(Student).deleteRule("cascade"),
    name: p.string().length(100),
    overallScore: p.smallint(),
    readability: p.decimal("number").precision(4).scale(1),
    sentiment: p.decimal("number").precision(3).scale(1),
    lengthLabel: p.string().length(20).$type<ResumeLengthLabel>(),
    wordCount: p.integer(),
    academicBackgroundScore: p.smallint(),
    projectAndResearchScore: p.smallint(),
    workExScore: p.smallint(),
    skillsAndAchievementScore: p.smallint(),
    formattingScore: p.smallint(),
    grammarScore: p.smallint(),
    contentComments: p.json<ResumeContentComments>(),
    grammarComments: p.json<{ comments: GrammarPair[] }>(),
    evaluatedAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IResume = InferEntity<typeof ResumeEntity>;
