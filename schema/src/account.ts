/** Account settings (issue 15): the answers of changing the password, the data export and deletion. */

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: "Current password is required",
  wrongCurrentPassword: "Your current password is not correct.",
  samePassword: "The new password must be different from the current one.",
  noPassword:
    "Your account has no password yet (you signed in with Google). Set a password with Forgot password first.",
  passwordChanged: "Your password has been changed. Every other session has been signed out.",
  wrongPassword: "The password is not correct.",
  deleted: "Your account has been deleted.",
} as const;

/** The export's file name for a day: `gradplan-data-YYYY-MM-DD.json` (the UTC date). */
export function accountExportFileName(now: Date): string {
  return `gradplan-data-${now.toISOString().slice(0, 10)}.json`;
}

/** What a change of password answers; the session cookies come fresh with it. */
export interface ChangePasswordAnswer {
  success: true;
  message: string;
}

/** The data export: the account's row, and every table's rows that belong to the student. */
export interface AccountExport {
  exportedAt: string;
  student: Record<string, unknown>;
  /** One list per table (its name), rows as stored, secrets (hashes, files) left out. */
  tables: Record<string, Record<string, unknown>[]>;
  calendarFeed: { exists: boolean; createdAt: string | null };
  notificationChoices: { deadlineReminders: boolean; newsletter: string | null };
}
