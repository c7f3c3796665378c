/** Contact and feedback (spec 1 section 7). */
import { contactInputSchema, feedbackInputSchema } from "../engagement.schemas";
import { defineRoute } from "./contract";
import { studentParams } from "./inputs";
import { PATHS } from "./paths";

const tag = "Contact and feedback";
type Done = { success: true };

export const engagementRoutes = {
  contact: defineRoute<Done>()({
    name: "contact",
    method: "POST",
    path: PATHS.engagement.contact,
    guard: "public",
    summary: "Send a message to support.",
    tag,
    body: contactInputSchema,
    statuses: { 429: "Too many messages." },
  }),
  feedback: defineRoute<Done>()({
    name: "feedback",
    method: "POST",
    path: PATHS.engagement.feedback,
    guard: "public",
    summary: "Leave feedback without an account.",
    tag,
    body: feedbackInputSchema,
  }),
  studentFeedback: defineRoute<Done>()({
    name: "studentFeedback",
    method: "POST",
    path: PATHS.engagement.studentFeedback,
    guard: "own-student",
    summary: "Leave feedback as the signed-in student.",
    tag,
    params: studentParams,
    body: feedbackInputSchema,
  }),
} as const;
