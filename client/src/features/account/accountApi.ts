/**
 * The account settings' calls: changing the password, deleting the account and the notification
 * choices through GraphQL; the data export is a plain link (the cookie authenticates it).
 */
import { PATHS, pathOf } from "@gradplan/schema";
import {
  ChangePasswordDocument,
  DeleteAccountDocument,
  SetDeadlineRemindersDocument,
  SubscribeToNewsletterDocument,
} from "../../graphql/generated";
import { GraphqlFailure, runMutation } from "../../shared/graphql/request";
import { FORM_FALLBACK_MESSAGE, FormFailure } from "../../shared/ui/form/formFailure";

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** A failed call as a form reads it: the server's words when meant for the student. */
export function asFormFailure(error: unknown, fallback = FORM_FALLBACK_MESSAGE): FormFailure {
  if (error instanceof GraphqlFailure && error.isForStudent)
    return new FormFailure(error.message, error.fieldErrors);
  return new FormFailure(fallback);
}

async function asForm<T>(work: Promise<T>, fallback?: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw asFormFailure(error, fallback);
  }
}

export const accountApi = {
  /** The server's confirmation; the new session cookies come with the answer. */
  changePassword: async (change: PasswordChange): Promise<string> =>
    (await asForm(runMutation(ChangePasswordDocument, change, "changePassword"))).changePassword,
  deleteAccount: async (password: string): Promise<void> => {
    await asForm(runMutation(DeleteAccountDocument, { password }, "deleteAccount"));
  },
  setDeadlineReminders: async (on: boolean): Promise<boolean> =>
    (await runMutation(SetDeadlineRemindersDocument, { on }, "setDeadlineReminders"))
      .setDeadlineReminders.deadline_reminders,
  subscribeToNewsletter: async (email: string): Promise<string> =>
    (await runMutation(SubscribeToNewsletterDocument, { email }, "subscribeToNewsletter"))
      .subscribeToNewsletter,
  exportUrl: (studentId: string): string =>
    pathOf(PATHS.account.exportData, { student_id: studentId }),
};
