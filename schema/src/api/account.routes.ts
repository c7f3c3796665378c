/** Account settings (issue 15): change the password, download every row, delete the account. */
import { z } from "zod";
import { ACCOUNT_MESSAGES, type ChangePasswordAnswer } from "../account";
import { AUTH_MESSAGES, confirmPasswordError, PASSWORD_MAX_LENGTH, passwordError } from "../auth";
import { defineRoute } from "./contract";
import { studentParams } from "./inputs";
import { PATHS } from "./paths";

const tag = "Account settings";

/** A password checked against the stored hash: any non-empty text up to the longest accepted. */
function presented(required: string) {
  return z
    .string({ error: required })
    .min(1, required)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.wrongPassword);
}

export const changePasswordBody = z
  .object({
    currentPassword: presented(ACCOUNT_MESSAGES.currentPasswordRequired),
    newPassword: z.string({ error: AUTH_MESSAGES.passwordRequired }),
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmPasswordRequired }),
  })
  .superRefine((input, ctx) => {
    // The same rules as registration (schema/src/auth.ts).
    const weak = passwordError(input.newPassword);
    if (weak) ctx.addIssue({ code: "custom", path: ["newPassword"], message: weak });
    else if (input.newPassword === input.currentPassword)
      ctx.addIssue({
        code: "custom",
        path: ["newPassword"],
        message: ACCOUNT_MESSAGES.samePassword,
      });
    const mismatch = confirmPasswordError(input.newPassword, input.confirmPassword);
    if (mismatch) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: mismatch });
  });
export type ChangePasswordBody = z.output<typeof changePasswordBody>;

export const deleteAccountBody = z.object({
  password: presented(AUTH_MESSAGES.passwordRequired),
});
export type DeleteAccountBody = z.output<typeof deleteAccountBody>;

export const accountRoutes = {
  changePassword: defineRoute<ChangePasswordAnswer>()({
    name: "changePassword",
    method: "POST",
    path: PATHS.account.changePassword,
    guard: "own-student",
    summary: "Change the password (the current one required); every other session ends.",
    tag,
    params: studentParams,
    body: changePasswordBody,
    statuses: { 429: "Too many wrong passwords for this account." },
  }),
  exportData: defineRoute<never>()({
    name: "exportAccountData",
    method: "GET",
    path: PATHS.account.exportData,
    guard: "own-student",
    summary: "Every row of the student's data as a JSON file (gradplan-data-YYYY-MM-DD.json).",
    tag,
    params: studentParams,
  }),
  deleteAccount: defineRoute<{ success: true; message: string }>()({
    name: "deleteAccount",
    method: "POST",
    path: PATHS.account.deleteAccount,
    guard: "own-student",
    summary: "Delete the account and its data (docs/account.md); sessions end, cookies cleared.",
    tag,
    params: studentParams,
    body: deleteAccountBody,
    statuses: { 429: "Too many wrong passwords for this account." },
  }),
} as const;
