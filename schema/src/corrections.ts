/**
 * Figures people can correct (docs/corrections.md): what a signed-in student may propose for a
 * course (a deadline, a test minimum, the program's page), each with the page that shows it, the
 * rules and messages the form and the server share, and the key a sourced figure is stored
 * under. No zod: the form imports these; the input schemas are in corrections.schemas.ts.
 */
import { DEADLINE_KINDS, type DeadlineAudience, type DeadlineKind } from "./shortlist/deadlines";

export const CORRECTION_FIELDS = [
  "deadline",
  "toefl_min",
  "ielts_min",
  "gre_min",
  "program_url",
] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

/** What the form's first choice says for each field. */
export const CORRECTION_FIELD_LABELS: Readonly<Record<CorrectionField, string>> = {
  deadline: "An application deadline",
  toefl_min: "TOEFL minimum (total score)",
  ielts_min: "IELTS minimum (overall band)",
  gre_min: "GRE minimum (verbal + quantitative)",
  program_url: "The program's web page",
};

export const CORRECTION_SEMESTERS = ["Fall", "Spring", "Summer"] as const;
export type CorrectionSemester = (typeof CORRECTION_SEMESTERS)[number];
export const CORRECTION_APPLICANTS = [
  "international",
  "domestic",
] as const satisfies readonly DeadlineAudience[];
export const CORRECTION_DEADLINE_KINDS: readonly DeadlineKind[] = DEADLINE_KINDS.map(([k]) => k);

export const CORRECTION_STATUSES = ["pending", "accepted", "rejected"] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** The catalogue's ranges: TOEFL iBT total, IELTS overall band, GRE verbal + quantitative. */
export const CORRECTION_RANGES = {
  toefl_min: { min: 0, max: 120 },
  ielts_min: { min: 0, max: 9 },
  gre_min: { min: 260, max: 340 },
} as const;

/** The longest source or page address (course.source_url and the figure's column hold 500). */
export const CORRECTION_URL_MAX_LENGTH = 500;
export const CORRECTION_NOTE_MAX_LENGTH = 500;
export const CORRECTION_REASON_MAX_LENGTH = 500;
/** A proposed deadline lies from last year to this many years ahead (a typo'd year is refused). */
export const CORRECTION_DEADLINE_YEARS_AHEAD = 3;

export const CORRECTION_MESSAGES = {
  fieldRequired: "Choose what you are correcting.",
  semesterRequired: "Choose the semester this deadline is for.",
  applicantsRequired: "Choose whom this deadline is for: international or domestic applicants.",
  kindRequired: "Choose which deadline this is: early, priority or regular.",
  dateInvalid: "Enter the deadline as a real date, YYYY-MM-DD.",
  dateOutOfRange: (from: number, to: number) =>
    `Enter a deadline between ${from} and ${to}: check the year.`,
  toeflInvalid: "Enter a TOEFL total from 0 to 120, in whole points.",
  ieltsInvalid: "Enter an IELTS band from 0 to 9, in steps of 0.5.",
  greInvalid: "Enter a GRE total (verbal + quantitative) from 260 to 340.",
  programUrlInvalid: "Enter the program page's address, starting with http:// or https://.",
  sourceRequired: "Add the address of the page that shows this figure, so staff can check it.",
  sourceInvalid:
    "The source must be a web address starting with http:// or https://, with no spaces.",
  urlTooLong: `A web address must be at most ${CORRECTION_URL_MAX_LENGTH} characters.`,
  noteTooLong: `Please keep the note under ${CORRECTION_NOTE_MAX_LENGTH} characters.`,
  courseNotFound: "We could not find this course.",
  tooMany: "You have suggested many corrections in a short time. Please try again in an hour.",
  submitted: "Thank you. Staff will check your correction against its source before it shows.",
  failed: "We could not send your correction. Please try again.",
  notFound: "We could not find this correction.",
  alreadyDecided: "This correction has already been accepted or rejected.",
  reasonRequired: "Say why the correction is rejected: the student may read it.",
  reasonTooLong: `Please keep the reason under ${CORRECTION_REASON_MAX_LENGTH} characters.`,
  verifiedAtInvalid: "The verified date must be a real date, YYYY-MM-DD, not in the future.",
  staffOnly: "Only staff may list, accept or reject corrections, or read their audit.",
} as const;

/** The answer to a proposal (REST 201 and GraphQL). */
export interface ProposeCorrectionAnswer {
  success: true;
  message: string;
  /** The proposal's id: staff accept or reject it by this. */
  id: string;
}

/** A correction as the form sends it: every value as text, as typed. */
export interface CorrectionDraft {
  courseId: number;
  field: string;
  semester?: string | null;
  applicants?: string | null;
  kind?: string | null;
  value: string;
  sourceUrl: string;
  note?: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (not 2027-02-30). */
export function isRealDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/**
 * An address a student can open, as the catalogue's source_url: http(s), a domain name with a
 * dot, no spaces or control characters (catalogue.schemas.ts checks the same on the server).
 */
export function isWebAddress(text: string): boolean {
  if (/[\s\p{Cc}]/u.test(text)) return false;
  try {
    const url = new URL(text);
    return (
      (url.protocol === "http:" || url.protocol === "https:") &&
      /^[^.]+(\.[^.]+)+$/.test(url.hostname) &&
      !url.hostname.startsWith("[")
    );
  } catch {
    return false;
  }
}

const inList = (list: readonly string[], value: string | null | undefined) =>
  value != null && list.includes(value);

function urlIssue(text: string, invalid: string): string | null {
  if (!text.trim()) return invalid;
  if (text.trim().length > CORRECTION_URL_MAX_LENGTH) return CORRECTION_MESSAGES.urlTooLong;
  return isWebAddress(text.trim()) ? null : invalid;
}

function valueIssue(draft: CorrectionDraft, today: string): string | null {
  const value = draft.value.trim();
  switch (draft.field as CorrectionField) {
    case "deadline": {
      if (!isRealDate(value)) return CORRECTION_MESSAGES.dateInvalid;
      const year = Number(today.slice(0, 4));
      const [from, to] = [year - 1, year + CORRECTION_DEADLINE_YEARS_AHEAD];
      const own = Number(value.slice(0, 4));
      return own < from || own > to ? CORRECTION_MESSAGES.dateOutOfRange(from, to) : null;
    }
    case "toefl_min":
      return /^\d{1,3}$/.test(value) && Number(value) <= CORRECTION_RANGES.toefl_min.max
        ? null
        : CORRECTION_MESSAGES.toeflInvalid;
    case "ielts_min": {
      const band = Number(value);
      return /^\d(\.\d)?$/.test(value) &&
        band <= CORRECTION_RANGES.ielts_min.max &&
        (band * 2) % 1 === 0
        ? null
        : CORRECTION_MESSAGES.ieltsInvalid;
    }
    case "gre_min": {
      const total = Number(value);
      const { min, max } = CORRECTION_RANGES.gre_min;
      return /^\d{3}$/.test(value) && total >= min && total <= max
        ? null
        : CORRECTION_MESSAGES.greInvalid;
    }
    case "program_url":
      return urlIssue(value, CORRECTION_MESSAGES.programUrlInvalid);
  }
}

/**
 * Each field's message, empty when the draft may be sent. `today` (YYYY-MM-DD) bounds a
 * deadline's year. The form shows them beside the fields; the server answers them with a 400.
 */
export function correctionIssues(draft: CorrectionDraft, today: string): Record<string, string> {
  const issues: Record<string, string> = {};
  if (!inList(CORRECTION_FIELDS, draft.field)) {
    issues.field = CORRECTION_MESSAGES.fieldRequired;
  } else {
    if (draft.field === "deadline") {
      if (!inList(CORRECTION_SEMESTERS, draft.semester))
        issues.semester = CORRECTION_MESSAGES.semesterRequired;
      if (!inList(CORRECTION_APPLICANTS, draft.applicants))
        issues.applicants = CORRECTION_MESSAGES.applicantsRequired;
      if (!inList(CORRECTION_DEADLINE_KINDS, draft.kind))
        issues.kind = CORRECTION_MESSAGES.kindRequired;
    }
    const value = valueIssue(draft, today);
    if (value) issues.value = value;
  }
  const source = draft.sourceUrl.trim()
    ? urlIssue(draft.sourceUrl, CORRECTION_MESSAGES.sourceInvalid)
    : CORRECTION_MESSAGES.sourceRequired;
  if (source) issues.sourceUrl = source;
  if ((draft.note?.trim().length ?? 0) > CORRECTION_NOTE_MAX_LENGTH)
    issues.note = CORRECTION_MESSAGES.noteTooLong;
  return issues;
}

/** The value as stored: trimmed, numbers in their shortest form ("6.0" -> "6"). */
export function normalizedCorrectionValue(field: CorrectionField, value: string): string {
  const text = value.trim();
  return field === "toefl_min" || field === "ielts_min" || field === "gre_min"
    ? String(Number(text))
    : text;
}

/** Which figure of a course a correction is about. */
export interface FigureTarget {
  field: CorrectionField;
  semester?: string | null;
  applicants?: string | null;
  kind?: string | null;
}

const SEMESTER_KEYS: Readonly<Record<CorrectionSemester, string>> = {
  Fall: "fall_semester",
  Spring: "spring_semester",
  Summer: "summer_semester",
};

/**
 * The key a sourced figure is stored under (course_figure.field): the field itself, or for a
 * deadline its place in the course's deadlines, "deadline.fall_semester.international.regular_deadline".
 */
export function figureKeyOf(target: FigureTarget): string {
  if (target.field !== "deadline") return target.field;
  const semester = SEMESTER_KEYS[target.semester as CorrectionSemester];
  return `deadline.${semester}.${target.applicants}.${target.kind}`;
}

const KIND_WORDS: Readonly<Record<string, string>> = {
  early_deadline: "early",
  priority_deadline: "priority",
  regular_deadline: "regular",
};

/** A figure key in words: "Fall, international applicants: regular deadline". */
export function figureLabel(key: string): string {
  const [field, semester, applicants, kind] = key.split(".");
  if (field !== "deadline") {
    return CORRECTION_FIELD_LABELS[field as CorrectionField] ?? key;
  }
  const term = (semester ?? "").replace("_semester", "");
  const season = term.charAt(0).toUpperCase() + term.slice(1);
  return `${season}, ${applicants} applicants: ${KIND_WORDS[kind ?? ""] ?? kind} deadline`;
}

/** Figure keys of a deadline for a semester and audience: the details page shows them there. */
export function isDeadlineKey(key: string): boolean {
  return key.startsWith("deadline.");
}
