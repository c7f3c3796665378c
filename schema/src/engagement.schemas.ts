/** The feedback and contact forms' input schemas, with the messages of engagement.ts. */
import { z } from "zod";
import { AUTH_MESSAGES } from "./auth";
import { emailSchema } from "./auth.schemas";
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGES,
  FEEDBACK_DESCRIPTION_MAX_LENGTH,
  FEEDBACK_MESSAGES,
} from "./engagement";

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

export const contactInputSchema = z.object({
  name: z
    .string({ error: AUTH_MESSAGES.required })
    .trim()
    .min(1, AUTH_MESSAGES.required)
    .max(100, AUTH_MESSAGES.invalidName),
  email: emailSchema,
  message: z
    .string({ error: AUTH_MESSAGES.required })
    .trim()
    .min(1, AUTH_MESSAGES.required)
    .max(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGES.tooLong),
});
export type ContactInput = z.infer<typeof contactInputSchema>;
