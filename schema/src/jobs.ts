/** Queue names and job payloads: the one list every producer and worker uses. */

export const QUEUE = {
  email: "email",
  resumeEvaluation: "resume-evaluation",
  sopEvaluation: "sop-evaluation",
  sopGeneration: "sop-generation",
  shortlistRecalculation: "shortlist-recalculation",
  deadlineReminders: "deadline-reminders",
  newsletter: "newsletter",
  admitCalibration: "admit-calibration",
  emailSync: "email-sync",
  emailOutboxSweep: "email-outbox-sweep",
} as const;
export type QueueName = (typeof QUEUE)[keyof typeof QUEUE];

/**
 * What the queue factory adds to every job's data when a request (or another job) queues it: the
 * request's id, so the worker logs the job under the same id (docs/operations.md, "Logs").
 */
export interface JobTrace {
  requestId?: string;
}

/** The outbox sweep's run (a scheduler every few minutes): nothing to say, it reads the table. */
export type EmailOutboxSweepJob = Record<string, never>;

export interface EmailOutboxSweepResult {
  /** Stranded rows given a job again. */
  requeued: number;
  /** Rows pending past the give-up age, now failed. */
  expired: number;
}

/** An email job carries only an outbox row id: addresses and bodies stay in PostgreSQL. */
export interface EmailJob {
  outboxId: string;
}

/**
 * A shortlist recalculation names the student only: the worker reads the profile fresh. `request`
 * tells a waiting request whether the job it got back is the one it added.
 */
export interface ShortlistRecalculationJob {
  studentId: string;
  request: string;
}

export interface ShortlistRecalculationResult {
  updated: number;
}

/** One newsletter email: the delivery row names the issue and the subscriber. */
export interface NewsletterJob {
  deliveryId: string;
}

/**
 * The daily deadline reminder run. `today` (YYYY-MM-DD) is set only by a manual run or a test;
 * a scheduled run stands for the UTC date of its scheduled time.
 */
export interface DeadlineRemindersJob {
  today?: string;
}

export interface DeadlineRemindersResult {
  today: string;
  emails: number;
  reminders: number;
}

/** A refit of the admit-chance calibration on the shared results (docs/results.md). */
export interface AdmitCalibrationJob {
  /** "schedule", "staff:<key name>" or "sample". */
  trigger: string;
}

export interface AdmitCalibrationResult {
  results: number;
  /** Shortlist recalculations queued for students with an affected course. */
  students: number;
}

/** One student's inbox sync (docs/email-grant.md): scheduled per connected student, or asked for. */
export interface EmailSyncJob {
  studentId: string;
}

export interface EmailSyncResult {
  /** "synced", "paused" (the grant was refused: the schedule stops) or "not-connected". */
  outcome: string;
  read: number;
  proposals: number;
}
