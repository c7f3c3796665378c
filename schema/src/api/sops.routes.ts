/**
 * Statements of purpose (spec 2 sections 3 and 7, issue 14): the list, one SOP, the generator,
 * the evaluation (pasted text or a .docx), removing one and downloading one as .docx.
 */
import { z } from "zod";
import { DOCX_MIME_TYPE, RESUME_MESSAGES } from "../resume";
import {
  SOP_ANSWER_MAX,
  SOP_FILE_FIELD,
  SOP_MAX_BYTES,
  SOP_MESSAGES,
  SOP_NAME_MAX,
  SOP_PROGRAM_MAX,
  SOP_TEXT_MAX_CHARS,
  type SopDetails,
  type SopSummary,
} from "../sop";
import { defineRoute } from "./contract";
import { studentParams } from "./inputs";
import { PATHS } from "./paths";

const tag = "SOPs";

export const sopParams = z.object({ sopId: z.string() });

const sopName = z
  .string({ error: SOP_MESSAGES.nameRequired })
  .trim()
  .min(1, SOP_MESSAGES.nameRequired)
  .max(SOP_NAME_MAX, SOP_MESSAGES.nameTooLong);

/** An optional program name: blank reads as none. */
const programName = z
  .string({ error: SOP_MESSAGES.programNotText })
  .trim()
  .max(SOP_PROGRAM_MAX, SOP_MESSAGES.programTooLong)
  .nullish()
  .transform((value) => value || null);

const answer = z
  .string({ error: SOP_MESSAGES.answersRequired })
  .max(SOP_ANSWER_MAX * 2, SOP_MESSAGES.answerTooLong)
  .nullish()
  .transform((value) => value?.trim() ?? "")
  .refine((value) => value.length <= SOP_ANSWER_MAX, SOP_MESSAGES.answerTooLong);

export const sopAnswersSchema = z
  .object(
    {
      whyField: answer,
      formativeExperience: answer,
      careerGoals: answer,
      whyProgram: answer,
    },
    { error: SOP_MESSAGES.answersRequired },
  )
  .refine(
    (answers) => Object.values(answers).some((value) => value !== ""),
    SOP_MESSAGES.answersRequired,
  );

export const generateSopBody = z.object({
  sop_name: sopName,
  universityName: programName,
  courseName: programName,
  answers: sopAnswersSchema,
});
export type GenerateSopBody = z.output<typeof generateSopBody>;

/** The evaluation's fields, as JSON or as the parts of a multipart upload. */
export const evaluateSopFields = z.object({
  sop_name: sopName,
  text: z
    .string({ error: SOP_MESSAGES.textRequired })
    .max(SOP_TEXT_MAX_CHARS, SOP_MESSAGES.textTooLong)
    .nullish()
    .transform((value) => value ?? null),
  sop_id: z
    .string({ error: SOP_MESSAGES.notFound })
    .trim()
    .nullish()
    .transform((value) => value || null),
  universityName: programName,
  courseName: programName,
});
export type EvaluateSopFields = z.output<typeof evaluateSopFields>;

export const sopRoutes = {
  list: defineRoute<SopSummary[]>()({
    name: "sopList",
    method: "GET",
    path: PATHS.sops.list,
    guard: "own-student",
    summary: "The student's SOPs, newest first, each with its latest score (null until evaluated).",
    tag,
    params: studentParams,
  }),
  details: defineRoute<SopDetails>()({
    name: "sopDetails",
    method: "GET",
    path: PATHS.sops.details,
    guard: "signed-in",
    summary: "One SOP: its text, word count and latest evaluation.",
    tag,
    params: sopParams,
    statuses: { 403: "The SOP is another student's.", 404: "No such SOP." },
  }),
  generate: defineRoute<{ success: true; message: string; newSOP: SopDetails }>()({
    name: "generateSop",
    method: "POST",
    path: PATHS.sops.generate,
    guard: "own-student",
    summary:
      "Write a first draft from the profile and the four answers (whyField, formativeExperience, careerGoals, whyProgram); stored as a new SOP, not yet evaluated.",
    tag,
    params: studentParams,
    body: generateSopBody,
    statuses: {
      202: "Still being written ({success:false, message}); it will appear in the list.",
      400: "A missing name, no answer, or an answer over 2,000 characters.",
      409: "The SOP limit is reached.",
    },
  }),
  evaluate: defineRoute<{ success: true; message: string; newSOP: SopDetails }>()({
    name: "evaluateSop",
    method: "POST",
    path: PATHS.sops.evaluate,
    guard: "own-student",
    summary:
      "Evaluate an SOP: pasted text (JSON) or a .docx (multipart: sopFile). With sop_id the SOP's text is replaced and evaluated again; without, a new SOP is stored.",
    tag,
    params: studentParams,
    body: evaluateSopFields,
    upload: {
      field: SOP_FILE_FIELD,
      maxBytes: SOP_MAX_BYTES,
      mediaType: DOCX_MIME_TYPE,
      tooLarge: RESUME_MESSAGES.tooLarge,
      orJson: true,
    },
    statuses: {
      202: "Stored; the evaluation is still running ({success:false, message}).",
      400: "A missing name, no text, or both a text and a file.",
      403: "sop_id is another student's SOP.",
      404: "sop_id is not an SOP.",
      409: "The SOP limit is reached.",
      413: "The file is larger than 2 MB.",
      415: "Not a .docx file.",
      422: "The file could not be read, or has no text.",
    },
  }),
  remove: defineRoute<{ success: true; message: string }>()({
    name: "deleteSop",
    method: "DELETE",
    path: PATHS.sops.remove,
    guard: "signed-in",
    summary: "Delete one of the student's SOPs.",
    tag,
    params: sopParams,
    statuses: { 403: "The SOP is another student's.", 404: "No such SOP." },
  }),
  download: defineRoute<never>()({
    name: "downloadSop",
    method: "GET",
    path: PATHS.sops.download,
    guard: "signed-in",
    summary: "The SOP as a Word document (.docx).",
    tag,
    params: sopParams,
    produces: "docx",
    statuses: { 403: "The SOP is another student's.", 404: "No such SOP." },
  }),
} as const;
