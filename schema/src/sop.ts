/**
 * Statements of purpose (spec 2 sections 3 and 7; spec 1's SOP score and its 500-1200-word
 * guidance): the stored SOP, its evaluation, the generator's questions, limits and messages.
 * docs/scoring.md ("SOP evaluation") says how the score is made.
 */
import { type GrammarPair, RESUME_MAX_BYTES } from "./resume";

/** At most this many SOPs are kept per student (one per program applied to, with room to spare). */
export const SOP_LIMIT = 10;
export const SOP_NAME_MAX = 100;
/** About 5,000 words: far past any real SOP, small enough to evaluate at once. */
export const SOP_TEXT_MAX_CHARS = 30_000;
/** Spec 1 (FAQ guidance): an SOP runs 500-1200 words. */
export const SOP_WORDS = { min: 500, max: 1200 } as const;
/** The generator's draft length. */
export const SOP_DRAFT_WORDS = { min: 700, max: 1000 } as const;

/** The parts of an SOP's evaluation, in the order the page shows them. */
export const SOP_PARTS = [
  "length",
  "structure",
  "specificity",
  "program_fit",
  "originality",
  "readability",
  "grammar",
] as const;
export type SopPart = (typeof SOP_PARTS)[number];

export const SOP_PART_LABEL: Record<SopPart, string> = {
  length: "Length",
  structure: "Structure",
  specificity: "Specific evidence",
  program_fit: "Fit with the program",
  originality: "Clichés and filler",
  readability: "Readability",
  grammar: "Grammar and spelling",
};

export interface SopPartScore {
  part: SopPart;
  /** 0-100. */
  score: number;
  /** What to change, each quoting the sentence it is about where there is one. */
  comments: string[];
}

/** What the evaluation computes from an SOP's text and its context. */
export interface SopEvaluation {
  /** 0-100: the SOP Score of the profile strength. */
  sop_overall_score: number;
  word_count: number;
  /** Flesch reading ease, 0-100. */
  readability: number;
  parts: SopPartScore[];
  grammar: GrammarPair[];
  /**
   * Said plainly when it applies: the text is mostly the generator's own template, or it is a
   * copy of another SOP of the same student written for a different program.
   */
  warnings: string[];
}

/** A row of the SOP list (spec 2: SOP {sop_id, sop_name}, plus ours). */
export interface SopSummary {
  sop_id: string;
  sop_name: string;
  university_name: string | null;
  course_name: string | null;
  word_count: number;
  /** The latest evaluation's score; null until evaluated. */
  sop_overall_score: number | null;
  /** "generated", "pasted" or "uploaded". */
  origin: SopOrigin;
  created_at: string;
  updated_at: string;
}

export const SOP_ORIGINS = ["generated", "pasted", "uploaded"] as const;
export type SopOrigin = (typeof SOP_ORIGINS)[number];

/** GET /api/get-sop-details/{sopId}: the SOP with its text and latest evaluation. */
export interface SopDetails extends SopSummary {
  text: string;
  evaluation: SopEvaluation | null;
  evaluated_at: string | null;
}

/** The generator's questions (docs/sop.md): the student's own words, never invented. */
export interface SopAnswers {
  /** Why this field: what drew the student to it. */
  whyField: string;
  /** A formative project or experience, in the student's words. */
  formativeExperience: string;
  /** Career goals, short and long term. */
  careerGoals: string;
  /** Why this program (courses, labs, faculty, location...). */
  whyProgram: string;
}

export const SOP_ANSWER_MAX = 2_000;

export const SOP_QUESTIONS: Record<keyof SopAnswers, { label: string; hint: string }> = {
  whyField: {
    label: "Why this field?",
    hint: "What drew you to it: a problem, a course, a person, a moment. Be concrete.",
  },
  formativeExperience: {
    label: "A project or experience that shaped you",
    hint: "What you did, with what tools, and what came of it (numbers help).",
  },
  careerGoals: {
    label: "Your career goals",
    hint: "Where you want to be right after the degree, and in ten years.",
  },
  whyProgram: {
    label: "Why this program?",
    hint: "Courses, labs, faculty or opportunities there that fit your goals.",
  },
};

/**
 * What the generator may use: the profile's facts and the target program. Every sentence of a
 * draft comes from these or from the answers; a missing fact leaves its sentence out.
 */
export interface SopFacts {
  firstName: string;
  category: string;
  undergradUniversity: string | null;
  undergradCourse: string | null;
  /** Four-point GPA, when given. */
  gpa: number | null;
  /** Totals, when given (the draft names only strong ones). */
  gre: number | null;
  toefl: number | null;
  ielts: number | null;
  projects: { title: string; description: string | null }[];
  research: { title: string; venue: string | null }[];
  workMonths: { fulltime: number; internship: number };
  workRoles: { role: string; organization: string | null }[];
  activities: string[];
  targetUniversity: string | null;
  targetCourse: string | null;
}

/** The multipart field of an uploaded SOP, and its size limit (the resume's: the same checks). */
export const SOP_FILE_FIELD = "sopFile";
export const SOP_MAX_BYTES = RESUME_MAX_BYTES;
/** A target university or course name, as typed or picked. */
export const SOP_PROGRAM_MAX = 200;

/** POST /api/generateSOP/{studentId}. */
export interface SopGenerateRequest {
  sop_name: string;
  universityName?: string | null;
  courseName?: string | null;
  answers: SopAnswers;
}

/**
 * The evaluation call (POST /api/evaluate-sop/{studentId}): pasted `text` as JSON, or a .docx
 * (multipart `sopFile`) with the same fields. `sop_id` re-evaluates (and replaces the text of)
 * an SOP of the student; without it a new SOP is stored.
 */
export interface SopEvaluateRequest {
  sop_name: string;
  text?: string | null;
  sop_id?: string | null;
  universityName?: string | null;
  courseName?: string | null;
}

export const SOP_MESSAGES = {
  nameRequired: "Please enter a name for your SOP.",
  nameTooLong: `An SOP name can be at most ${SOP_NAME_MAX} characters.`,
  textRequired: "Paste your SOP's text or upload a .docx file.",
  textTooLong: `An SOP must be at most ${SOP_TEXT_MAX_CHARS} characters.`,
  limitReached: `You can keep up to ${SOP_LIMIT} SOPs. Delete one before adding another.`,
  notFound: "We could not find this SOP.",
  answersRequired: "Answer at least one of the four questions so the draft is about you.",
  answerTooLong: `Each answer must be at most ${SOP_ANSWER_MAX} characters.`,
  generated: "Your draft is ready. Read it, make it yours, then evaluate it.",
  evaluationFailed: "We could not evaluate this SOP right now. Please try again.",
  evaluated: "Your SOP has been evaluated.",
  stillEvaluating:
    "Your SOP is still being evaluated. Please check back in a minute: it will appear in your list.",
  stillGenerating:
    "Your draft is still being written. Please check back in a minute: it will appear in your list.",
  textOrFile: "Send either the text or a .docx file, not both.",
  programTooLong: `A university or course name must be at most ${SOP_PROGRAM_MAX} characters.`,
  programNotText: "A university or course name must be text.",
  emptyFile: "This .docx file has no text we could read. Please upload your SOP with its text.",
  deleted: "SOP deleted.",
  generationFailed: "We could not write a draft right now. Please try again.",
} as const;

/** Evaluate one stored submission (its id is the job's: adding it twice evaluates it once). */
export interface SopEvaluationJob {
  submissionId: string;
}
export interface SopEvaluationResult {
  sopId: string;
}
/** Write one draft; `request` is the job's id and the new SOP's, so a retry finds its draft. */
export interface SopGenerationJob {
  studentId: string;
  request: string;
  sopName: string;
  universityName: string | null;
  courseName: string | null;
  answers: SopAnswers;
}
export interface SopGenerationResult {
  sopId: string;
  /** "template" or "llm": which wrote the draft (left out when a retried job found it written). */
  writer?: "template" | "llm";
}

/** The name check both the page and the server run: the key of SOP_MESSAGES, or undefined. */
export function sopNameProblem(name: string): "nameRequired" | "nameTooLong" | undefined {
  const trimmed = name.trim();
  if (!trimmed) return "nameRequired";
  if (trimmed.length > SOP_NAME_MAX) return "nameTooLong";
  return undefined;
}

/** The pasted text's check: something to read, within the limit. */
export function sopTextProblem(text: string): "textRequired" | "textTooLong" | undefined {
  if (!/[\p{L}\p{N}]/u.test(text)) return "textRequired";
  if (text.length > SOP_TEXT_MAX_CHARS) return "textTooLong";
  return undefined;
}

/** The answers' check: at least one answered, none too long. */
export function sopAnswersProblem(
  answers: Partial<Record<keyof SopAnswers, string | null | undefined>>,
): "answersRequired" | "answerTooLong" | undefined {
  const values = Object.keys(SOP_QUESTIONS).map(
    (key) => answers[key as keyof SopAnswers]?.trim() ?? "",
  );
  if (values.some((v) => v.length > SOP_ANSWER_MAX)) return "answerTooLong";
  if (values.every((v) => v === "")) return "answersRequired";
  return undefined;
}
