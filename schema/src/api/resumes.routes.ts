/** Resumes (spec 1 section 7): the .docx upload, the latest evaluation, the reference guides. */
import { z } from "zod";
import {
  DOCX_MIME_TYPE,
  RESUME_FILE_FIELD,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  type Resume,
} from "../resume";
import { defineRoute } from "./contract";
import { resumeUploadFields, studentParams } from "./inputs";
import { PATHS } from "./paths";

const tag = "Resumes";

export const resumeRoutes = {
  evaluateResume: defineRoute<{ success: true; newResume: Resume }>()({
    name: "evaluateResume",
    method: "POST",
    path: PATHS.resumes.evaluateResume,
    guard: "own-student",
    summary: "Upload a .docx resume (multipart: resumeFile, resumeName, resumeId to replace one).",
    tag,
    params: studentParams,
    body: resumeUploadFields,
    upload: {
      field: RESUME_FILE_FIELD,
      maxBytes: RESUME_MAX_BYTES,
      mediaType: DOCX_MIME_TYPE,
      tooLarge: RESUME_MESSAGES.tooLarge,
    },
    statuses: {
      202: "Stored; the evaluation is still running ({success:false, message}).",
      409: "The five-resume limit is reached.",
      413: "The file is larger than 2 MB.",
      415: "Not a .docx file.",
      422: "The file could not be read as a resume.",
    },
  }),
  resumeData: defineRoute<Resume | null>()({
    name: "resumeData",
    method: "GET",
    path: PATHS.resumes.resumeData,
    guard: "own-student",
    summary: "The latest evaluated resume, or null.",
    tag,
    params: studentParams,
  }),
  download: defineRoute<never>()({
    name: "download",
    method: "GET",
    path: PATHS.resumes.download,
    guard: "public",
    summary: "A reference guide as a PDF (e.g. Resume-Dos-And-Donts.pdf).",
    tag,
    params: z.object({ file: z.string() }),
    produces: "pdf",
    statuses: { 404: "No such download." },
  }),
} as const;
