/**
 * Whether the founder's message already asked a student for feedback, kept on the server for the
 * student (founderFeedbackAskedAt / markFounderFeedbackAsked), so a new browser does not ask
 * again. It used to live in localStorage; a flag left there from then is carried over once.
 */
import { feedbackApi } from "./feedbackApi";

/** Where this browser remembered it before the server did (a digest, never the account's id). */
const ASKED_KEY_PREFIX = "gradplan-founder-feedback-asked:";

/** FNV-1a, 32 bits, of the student id: the old key, read only to carry it over. */
export function founderAskedKey(studentId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < studentId.length; i++) {
    hash ^= studentId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${ASKED_KEY_PREFIX}${hash.toString(16).padStart(8, "0")}`;
}

/** This browser's old flag for the student, if storage can be read. */
function legacyFlag(studentId: string): { found: boolean; drop: () => void } {
  const key = founderAskedKey(studentId);
  try {
    return {
      found: window.localStorage.getItem(key) !== null,
      drop: () => window.localStorage.removeItem(key),
    };
  } catch {
    return { found: false, drop: () => {} };
  }
}

/** Records on the server that the student is being asked; answers whether it was recorded. */
export async function markFounderFeedbackAsked(): Promise<boolean> {
  try {
    await feedbackApi.markFounderFeedbackAsked();
    return true;
  } catch {
    // Not recorded: the student may be asked once more on a later visit, nothing worse.
    return false;
  }
}

/**
 * Asked already? Read from the server each time (another tab or device may have asked). A read
 * that fails answers yes: not asking is harmless, asking on every visit is not.
 */
export async function wasFounderFeedbackAsked(studentId: string): Promise<boolean> {
  try {
    if ((await feedbackApi.founderFeedbackAskedAt()) !== null) return true;
  } catch {
    return true;
  }
  // Asked in this browser before the server kept it: tell the server, then forget the flag.
  const legacy = legacyFlag(studentId);
  if (!legacy.found) return false;
  if (await markFounderFeedbackAsked()) legacy.drop();
  return true;
}
