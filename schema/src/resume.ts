/**
 * Resume evaluation: the Resume entity (spec 1 section 3), limits, messages and the display
 * thresholds of the resume page (spec 1 sections 5, 8 and 9).
 */
import type { Signal } from "./profile/strength";

export const RESUME_LIMIT = 5;
export const RESUME_NAME_MAX = 100;
/** Largest .docx accepted, and what its zip directory may claim once unpacked. */
export const RESUME_MAX_BYTES = 2 * 1024 * 1024;
export const RESUME_MAX_UNCOMPRESSED_BYTES = 20 * 1024 * 1024;
export const RESUME_MAX_ZIP_ENTRIES = 300;
/** How long the worker may spend reading one file. */
export const RESUME_PARSE_TIMEOUT_MS = 5_000;
export const RESUME_FILE_EXTENSION = ".docx";
/** The multipart field of the resume file (spec 1 section 7). */
export const RESUME_FILE_FIELD = "resumeFile";
export const DOCX_MIME_TYPE =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const RESUME_MESSAGES = {
  nameRequired: "Please enter a resume name.",
  fileRequired: "Please upload a file.",
  docxOnly: "Only .docx files are allowed.",
  limit: "You can evaluate a maximum of 5 resumes.",
  added: "New Resume Added Successfully.",
  updated: "Resume Updated Successfully.",
  failed: "Something went wrong. Please try again later.",
  fetchFailed: "Failed to fetch resume details.",
  // Ours, where the spec is silent:
  nameTooLong: `A resume name can be at most ${RESUME_NAME_MAX} characters.`,
  tooLarge: `This file is larger than ${RESUME_MAX_BYTES / 1024 / 1024} MB. Please upload a shorter .docx.`,
  notADocx:
    "This file is not a valid Word document. Please save it as .docx in Word or Google Docs and try again.",
  tooManyParts: "This .docx file is unusually complex or damaged. Please save it again as .docx.",
  macros:
    "This file holds macros, which we do not accept. Please save it in Word as a plain Word Document (.docx), without macros, and upload it again.",
  unreadable:
    "We could not read this .docx file. It may be damaged: please open it in Word, save it again as .docx and upload it.",
  empty: "This .docx file has no text we could read. Please upload your resume with its text.",
  unknownResume: "We could not find this resume. It may have been removed.",
  stillEvaluating:
    "Your resume is still being evaluated. Please check back in a minute: it will appear here.",
  evaluatedLater: "Your resume has been evaluated: its results are on this page.",
} as const;

/**
 * The checks of an upload's form fields (spec 1 section 5) that the client runs before sending
 * and the server runs again: a name, and a file named .docx within the size limit. Each answers
 * the RESUME_MESSAGES key of the first problem. The server then checks the file's content.
 */
export type ResumeFieldProblem = "nameRequired" | "nameTooLong";
export type ResumeFileProblem = "fileRequired" | "docxOnly" | "tooLarge";

export function resumeNameProblem(name: string): ResumeFieldProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === "") return "nameRequired";
  if (trimmed.length > RESUME_NAME_MAX) return "nameTooLong";
  return undefined;
}

/** `file` holds what both sides know of a file: its name and its size in bytes. */
export function resumeFileProblem(
  file: { name: string; size: number } | null | undefined,
): ResumeFileProblem | undefined {
  if (!file) return "fileRequired";
  if (!file.name.toLowerCase().endsWith(RESUME_FILE_EXTENSION)) return "docxOnly";
  if (file.size > RESUME_MAX_BYTES) return "tooLarge";
  return undefined;
}

export const RESUME_LENGTH_LABELS = [
  "Too Short",
  "Ideal Length",
  "Slightly Long",
  "Too Long",
] as const;
export type ResumeLengthLabel = (typeof RESUME_LENGTH_LABELS)[number];

export interface ResumeContentComments {
  academic_background_comments: string[];
  projects_and_research_comments: string[];
  work_ex_comments: string[];
  skills_and_achievements_comments: string[];
  structure_comments: string[];
  formatting_comments: string[];
}

export interface GrammarPair {
  original: string;
  corrected: string;
}

/** The stored evaluation, every field of the spec's Resume entity. */
export interface Resume {
  resume_id: string;
  resume_name: string;
  resume_overall_score: number;
  /** Flesch reading ease, 0-100. */
  resume_readability: number;
  /** -5 to 5. */
  resume_sentiment: number;
  resume_length: ResumeLengthLabel;
  resume_academic_background_score: number;
  resume_project_and_research_score: number;
  resume_work_ex_score: number;
  resume_skills_and_achievement_score: number;
  resume_formatting_score: number;
  resume_grammar_score: number;
  resume_content_comments: ResumeContentComments;
  resume_grammar_comments: { comments: GrammarPair[] };
  /** Ours: the word count behind the length label, and when it was evaluated. */
  resume_word_count: number;
  evaluated_at: string;
}

/** What the evaluation computes from a document's text and structure. */
export type ResumeEvaluation = Omit<Resume, "resume_id" | "resume_name" | "evaluated_at">;

/** Length guidance: 1-2 pages, roughly 250-500 words (spec 1 section 9). */
export const RESUME_LENGTH_WORDS = { ideal: [250, 500], slightlyLong: 700 } as const;

export function resumeLengthLabel(words: number): ResumeLengthLabel {
  if (words < RESUME_LENGTH_WORDS.ideal[0]) return "Too Short";
  if (words <= RESUME_LENGTH_WORDS.ideal[1]) return "Ideal Length";
  if (words <= RESUME_LENGTH_WORDS.slightlyLong) return "Slightly Long";
  return "Too Long";
}

export const RESUME_LENGTH_SIGNAL: Record<ResumeLengthLabel, Signal> = {
  "Too Short": "red",
  "Ideal Length": "green",
  "Slightly Long": "yellow",
  "Too Long": "red",
};

/** Resume score labels: 80 and above Good (green), 40-79 Average (yellow), below 40 Poor (red). */
export function resumeScoreLabel(score: number): {
  label: "Good" | "Average" | "Poor";
  signal: Signal;
} {
  if (score >= 80) return { label: "Good", signal: "green" };
  if (score >= 40) return { label: "Average", signal: "yellow" };
  return { label: "Poor", signal: "red" };
}

/** Readability: 40-60 green (suitable), below 30 or above 80 red, otherwise yellow. */
export function readabilitySignal(value: number): Signal {
  if (value >= 40 && value <= 60) return "green";
  if (value < 30 || value > 80) return "red";
  return "yellow";
}

/** Sentiment shown as (value+5)/10*100. */
export function sentimentPercent(value: number): number {
  return Math.round(((value + 5) / 10) * 100);
}

/** On that 0-100 display: 60-80 green, below 40 or above 80 red, otherwise yellow. */
export function sentimentSignal(percent: number): Signal {
  if (percent >= 60 && percent <= 80) return "green";
  if (percent < 40 || percent > 80) return "red";
  return "yellow";
}

/** A .docx's list of its parts' content types, the one place a part's kind is declared. */
export const DOCX_CONTENT_TYPES_PART = "[Content_Types].xml";
/** Read only when at most this big: a real one is a few kB. */
export const DOCX_CONTENT_TYPES_MAX_BYTES = 64 * 1024;

/** The parts Word writes for macros (a .docm's): the VBA project, its signature, its data. */
const MACRO_PART = /(^|\/)(vbaProject\.bin|vbaProjectSignature\.bin|vbaData\.xml)$/i;
/**
 * Content types only a macro-enabled document declares: a VBA project or its data under any
 * part name, a macro-enabled main document or template, key maps and toolbars that run macros.
 */
const MACRO_CONTENT_TYPE =
  /vnd\.ms-office\.vbaProject|vnd\.ms-word\.vbaData|macroEnabled|keyMapCustomizations|attachedToolbars/i;

/**
 * Whether a .docx carries macros, from its parts' names and its [Content_Types].xml: such a file
 * is refused (the gateway from the zip's directory, the worker again as it inflates), never kept.
 */
export function docxHasMacros(partNames: readonly string[], contentTypes: string): boolean {
  return partNames.some((name) => MACRO_PART.test(name)) || MACRO_CONTENT_TYPE.test(contentTypes);
}

/** The two reference guides served under /download/. */
export const RESUME_GUIDES = [
  { file: "Building-Your-Academic-Resume.pdf", title: "Building Your Academic Resume" },
  { file: "Resume-Dos-And-Donts.pdf", title: "Resume Do's and Don'ts" },
] as const;

export interface ResumeEvaluationJob {
  uploadId: string;
}

export interface ResumeEvaluationResult {
  resumeId: string;
}
