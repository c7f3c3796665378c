/**
 * Contact messages (stored, then emailed to support), feedback (stored), and when the founder's
 * message asked a student for feedback (once per student, on any device).
 */
import { randomUUID } from "node:crypto";
import {
  AUTH_MESSAGES,
  type ContactInput,
  type EmailJob,
  type FeedbackInput,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Queue } from "bullmq";
import type { AttemptLimiter } from "../../core/attempt-limiter";
import { TooManyAttemptsError } from "../../core/errors";
import { Student } from "../auth/student.entity";
import { sendEmail } from "../email/send-email";
import { ContactMessage, Feedback, FounderFeedbackPrompt } from "./engagement.entities";

export interface EngagementDeps {
  em: EntityManager;
  emailQueue: Queue<EmailJob>;
  contactLimiter: AttemptLimiter;
  supportEmail: string;
}

export class EngagementService {
  constructor(private readonly deps: EngagementDeps) {}

  async contact(input: ContactInput, ip: string): Promise<void> {
    const { em, contactLimiter } = this.deps;
    if (await contactLimiter.isBlocked(input.email, ip))
      throw new TooManyAttemptsError(AUTH_MESSAGES.tooManyAttempts);
    await contactLimiter.record(input.email, ip);
    em.create(ContactMessage, { id: randomUUID(), ...input, createdAt: new Date() });
    await sendEmail(em, this.deps.emailQueue, {
      to: this.deps.supportEmail,
      subject: `Contact form: ${input.name}`,
      text: `From: ${input.name} <${input.email}>\n\n${input.message}\n`,
    });
  }

  async feedback(input: FeedbackInput, studentId: string | null): Promise<void> {
    const { em } = this.deps;
    em.create(Feedback, {
      id: randomUUID(),
      student: studentId ? em.getReference(Student, studentId) : null,
      feedbackStar: input.feedback_star,
      feedbackDescription: input.feedback_description,
      createdAt: new Date(),
    });
    await em.flush();
  }

  /** When the founder's message first asked the student for feedback; null if it never has. */
  async founderFeedbackAskedAt(studentId: string): Promise<Date | null> {
    const prompt = await this.deps.em.findOne(FounderFeedbackPrompt, { student: studentId });
    return prompt?.askedAt ?? null;
  }

  /**
   * Records that the student is being asked and answers since when. The first time stays: two
   * tabs opening the page together both get it, in one statement, without a unique-key error.
   */
  async markFounderFeedbackAsked(studentId: string): Promise<Date> {
    const [row] = await this.deps.em.getConnection().execute<{ asked_at: Date }[]>(
      `insert into founder_feedback_prompt (student_id, asked_at) values (?, ?)
       on conflict (student_id) do update set asked_at = founder_feedback_prompt.asked_at
       returning asked_at`,
      [studentId, new Date()],
    );
    return new Date(row?.asked_at ?? Date.now());
  }
}
