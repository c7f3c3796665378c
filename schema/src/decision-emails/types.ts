/** Issue 17: the shapes the admission-decision email classifier reads and answers. */

/** What an email says about an application; the first five are decisions (or steps to one). */
export const DECISION_KINDS = [
  "Accepted",
  "Rejected",
  "Wait Listed",
  "Interview",
  "Information request",
  "Not a decision",
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** One message as the mailbox reader (or the forward-to address) hands it over. */
export interface MailMessage {
  /** "Name <a@b.edu>" or a bare address. */
  from: string;
  subject: string;
  /** ISO 8601. */
  date: string;
  text?: string | null;
  html?: string | null;
}

/** A university on the student's shortlist, as the classifier needs to recognise it. */
export interface KnownUniversity {
  id: number;
  name: string;
  /** Mail domains, e.g. ["cmu.edu"]; subdomains (admissions.cmu.edu) match too. */
  domains: string[];
  /** Other names it goes by in a pasted or forwarded text ("CMU", "Carnegie Mellon"). */
  aliases?: string[];
  /** The names of the student's shortlisted courses there. */
  courses?: string[];
}

/** The classifier's answer: only what issue 17 allows to be stored, never the body. */
export interface DecisionFinding {
  kind: DecisionKind;
  universityId: number | null;
  universityName: string | null;
  courseName: string | null;
  /** The sentence that decided it, at most SENTENCE_MAX_LENGTH characters; null when none did. */
  sentence: string | null;
  /** The address the decision came from: for a forwarded copy, the original sender; "" if unknown. */
  sender: string;
  /** The subject of the original message (a forwarded copy's "Fwd:" dropped). */
  subject: string;
  forwarded: boolean;
  /** The original's Date or Sent header as written (a forwarded or pasted copy); null if none. */
  date: string | null;
  /**
   * "Not a decision", but the university says an update or decision is waiting in its portal:
   * worth a nudge to the student to look.
   */
  portalUpdate: boolean;
}

/** The longest sentence a finding quotes. */
export const SENTENCE_MAX_LENGTH = 300;

export function isDecision(kind: DecisionKind): boolean {
  return kind !== "Not a decision";
}
