/** Feedback and contact (spec 1 sections 2, 5, 8): rules and messages. */
import { z } from "zod";
import { AUTH_MESSAGES, emailError, normalizeEmail } from "./auth";

export const FEEDBACK_STAR_LABELS = ["Terrible", "Bad", "Okay", "Good", "Amazing"] as const;

export const FEEDBACK_MESSAGES = {
  starRequired:
    "Rate your experience with stars. Feel free to share additional thoughts in a message.",
  messageRequired: "Please share additional thoughts in a message.",
  failed: "Failed to submit feedback.",
  submitted: "Feedback Submitted. Thank you!",
} as const;

export const FEEDBACK_DESCRIPTION_MAX_LENGTH = 5000;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const feedbackInputSchema = z.object({
  feedback_star: z
    .number({ error: FEEDBACK_MESSAGES.starRequired })
    .int(FEEDBACK_MESSAGES.starRequired)
    .min(1, FEEDBACK_MESSAGES.starRequired)
    .max(5, FEEDBACK_MESSAGES.starRequired),
  feedback_description: z
    .string()
    .max(
      FEEDBACK_DESCRIPTION_MAX_LENGTH,
      `Please keep the message under ${FEEDBACK_DESCRIPTION_MAX_LENGTH} characters.`,
    )
    .nullish()
    .transform((v) => v?.trim() || null),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

export const CONTACT_MESSAGES = {
  sent: "Thank you! Your message has been sent. We will get back to you soon.",
  failed: "Your message could not be sent. Please try again later.",
  tooLong: `Please keep the message under ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
} as const;

export const contactInputSchema = z.object({
  name: z
    .string({ error: AUTH_MESSAGES.required })
    .trim()
    .min(1, AUTH_MESSAGES.required)
    .max(100, AUTH_MESSAGES.invalidName),
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .superRefine((value, ctx) => {
      const message = emailError(value);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform(normalizeEmail),
  message: z
    .string({ error: AUTH_MESSAGES.required })
    .trim()
    .min(1, AUTH_MESSAGES.required)
    .max(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGES.tooLong),
});
export type ContactInput = z.infer<typeof contactInputSchema>;
