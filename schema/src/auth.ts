/**
 * Account rules with the spec's exact messages (spec 1 section 5; DESIGN.md section 3). The
 * client's forms and the server's input checks both call these. No zod here: the landing page
 * imports these; the input schemas built on them are in auth.schemas.ts.
 */
export const STUDENT_CATEGORIES = ["International Student", "Domestic Student"] as const;
export type StudentCategory = (typeof STUDENT_CATEGORIES)[number];
export const SEMESTERS = ["Fall", "Spring", "Summer"] as const;

export const AUTH_MESSAGES = {
  required: "This field is required",
  invalidName: "Please enter a valid name (letters only).",
  emailRequired: "Email is required",
  invalidEmail: "Invalid email address",
  passwordRequired: "Password is required",
  weakPassword:
    "Password must be at least 6 characters long, and include at least one number and one special character.",
  confirmPasswordRequired: "Confirm Password is required",
  passwordsDoNotMatch: "Passwords do not match.",
  emailTaken: "An account with this email already exists.",
  invalidCredentials: "Invalid email or password.",
  resetLinkInvalid: "This reset link is invalid or has expired.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  signInRequired: "Please log in to continue.",
  forbidden: "You do not have access to this student's data.",
  // Ours: a staff key has no session, so it names the student it reads (GraphQL).
  staffNamesStudent: "A staff key reads a student by name: pass studentId.",
  // Ours, not the spec's (issue 31): shown after the spec's rule is met.
  guessablePassword:
    "This password is too easy to guess. Try a longer phrase or add unrelated words.",
  tooManySignUps: "Too many accounts were created from your network. Please try again later.",
} as const;

/** Longest accepted password: hashing cost must not be an attacker's lever. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;

/** Letters of any script; single spaces, hyphens or apostrophes may join letter groups (Anne-Marie, O'Brien). */
const NAME_PATTERN = /^\p{L}+(?:[ '-]\p{L}+)*$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function nameError(value: string): string | null {
  const name = value.trim();
  if (!name) return AUTH_MESSAGES.required;
  if (name.length > NAME_MAX_LENGTH || !NAME_PATTERN.test(name)) return AUTH_MESSAGES.invalidName;
  return null;
}

export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return AUTH_MESSAGES.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email))
    return AUTH_MESSAGES.invalidEmail;
  return null;
}

export function passwordError(value: string): string | null {
  if (!value) return AUTH_MESSAGES.passwordRequired;
  const strong = value.length >= 6 && /\d/.test(value) && /[^\p{L}\d\s]/u.test(value);
  if (!strong || value.length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.weakPassword;
  return null;
}

export function confirmPasswordError(password: string, confirm: string): string | null {
  if (!confirm) return AUTH_MESSAGES.confirmPasswordRequired;
  return confirm === password ? null : AUTH_MESSAGES.passwordsDoNotMatch;
}

/** Emails are compared and stored trimmed and lower-cased: one account per mailbox. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The spec's stored session user (spec 1 section 3, spec 2 section 3). */
export interface SessionUser {
  email: string;
  student_id: string;
  firstname: string;
  category: StudentCategory;
  applying_semester: string | null;
  /** When the session ends, in milliseconds since the epoch. */
  expiry: number;
}

export const FORGOT_PASSWORD_ANSWER =
  "If an account exists for this email, a link to reset the password is on its way. It works once, within an hour.";
