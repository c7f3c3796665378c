/** What visitors and students send us: contact messages and feedback. */
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

export type IContactMessage = InferEntity<typeof ContactMessage>;
export type IFeedback = InferEntity<typeof Feedback>;
