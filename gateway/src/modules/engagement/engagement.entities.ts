/**
 * What visitors and students send us (contact messages and feedback), and when a student was
 * asked for feedback by the founder's message.
 */
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { Student } from "../auth/student.entity";

export const ContactMessage = defineEntity({
  name: "ContactMessage",
  tableName: "contact_message",
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(100),
    email: p.string().length(254),
    message: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export const Feedback = defineEntity({
  name: "Feedback",
  tableName: "feedback",
  properties: {
    id: p.uuid().primary(),
    /** Null for anonymous feedback (POST /api/feedback). */
    student: () => p.manyToOne(Student).nullable().deleteRule("set null").index(),
    feedbackStar: p.smallint(),
    feedbackDescription: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/**
 * When the founder's message first asked the student for feedback: kept here, not in the
 * browser, so they are asked once whichever browser or device they use. Goes with the student.
 */
export const FounderFeedbackPrompt = defineEntity({
  name: "FounderFeedbackPrompt",
  tableName: "founder_feedback_prompt",
  properties: {
    student: () => p.oneToOne(Student).primary().deleteRule("cascade"),
    askedAt: p.datetime(),
  },
});

export type IContactMessage = InferEntity<typeof ContactMessage>;
export type IFeedback = InferEntity<typeof Feedback>;
