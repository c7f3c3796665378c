/** The account calls' input schemas, built on the rules of auth.ts so messages stay identical. */
import { z } from "zod";
import {
  AUTH_MESSAGES,
  confirmPasswordError,
  emailError,
  nameError,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  passwordError,
  SEMESTERS,
  STUDENT_CATEGORIES,
} from "./auth";

/** An email address outside the account calls (contact, newsletter): trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .superRefine((value, ctx) => {
    const message = emailError(value);
    if (message) ctx.addIssue({ code: "custom", message });
  })
  .transform(normalizeEmail);

/** A zod string refined by one of the rules of auth.ts, so messages stay identical. */
function ruled(rule: (v: string) => string | null) {
  return z.string({ error: AUTH_MESSAGES.required }).superRefine((value, ctx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: "custom", message });
  });
}

export const registerInputSchema = z
  .object({
    email: ruled(emailError).transform(normalizeEmail),
    password: ruled(passwordError),
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmPasswordRequired }),
    firstName: ruled(nameError).transform((v) => v.trim()),
    lastName: ruled(nameError).transform((v) => v.trim()),
    category: z.enum(STUDENT_CATEGORIES, { error: AUTH_MESSAGES.required }),
    applyingSemester: z
      .enum(SEMESTERS, { error: `applyingSemester must be one of: ${SEMESTERS.join(", ")}.` })
      .optional(),
  })
  .superRefine((input, ctx) => {
    const message = confirmPasswordError(input.password, input.confirmPassword);
    if (message) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message });
  });
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: ruled(emailError).transform(normalizeEmail),
  // Any non-empty password is checked against the hash; the strength rule is for new ones.
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.invalidCredentials),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const forgotPasswordInputSchema = z.object({
  email: ruled(emailError).transform(normalizeEmail),
});
export type ForgotPasswordInput = z.output<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z
  .object({
    token: z
      .string({ error: AUTH_MESSAGES.resetLinkInvalid })
      .min(1, AUTH_MESSAGES.resetLinkInvalid)
      .max(200, AUTH_MESSAGES.resetLinkInvalid),
    password: ruled(passwordError),
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmPasswordRequired }),
  })
  .superRefine((input, ctx) => {
    const message = confirmPasswordError(input.password, input.confirmPassword);
    if (message) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message });
  });
export type ResetPasswordInput = z.output<typeof resetPasswordInputSchema>;
