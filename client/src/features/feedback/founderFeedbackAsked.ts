/**
 * Remembers which students were already asked for the founder's feedback. The key deliberately
 * does not start with the session's "gradplan." prefix: logout clears those, and a student must
 * not be asked again after every login.
 */
const ASKED_KEY_PREFIX = "gradplan-founder-feedback-asked:";

/**
 * The flag outlives logout on purpose, so on a shared computer it must not name the account:
 * the key holds a digest of the student id (FNV-1a, 32 bits), enough to tell this device's few
 * students apart and nothing to look an account up by.
 */
export function founderAskedKey(studentId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < studentId.length; i++) {
    hash ^= studentId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${ASKED_KEY_PREFIX}${hash.toString(16).padStart(8, "0")}`;
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
