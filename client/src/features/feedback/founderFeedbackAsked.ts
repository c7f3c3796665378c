/**
 * Remembers which students were already asked for the founder's feedback. The key deliberately
 * does not start with the session's "gradplan." prefix: logout clears those, and a student must
 * not be asked again after every login.
 */
const ASKED_KEY_PREFIX = "gradplan-founder-feedback-asked:";

export function founderAskedKey(studentId: string): string {
  return `${ASKED_KEY_PREFIX}${studentId}`;
}

export function wasFounderFeedbackAsked(studentId: string): boolean {
  try {
    return window.localStorage.getItem(founderAskedKey(studentId)) !== null;
  } catch {
    // Storage disabled: treat as asked rather than nag on every visit.
    return true;
  }
}

export function markFounderFeedbackAsked(studentId: string): void {
  try {
    window.localStorage.setItem(founderAskedKey(studentId), new Date().toISOString());
  } catch {
    // Storage disabled: nothing to remember with; the gate already treats this as asked.
  }
}
