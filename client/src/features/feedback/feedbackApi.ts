/**
 * The feedback form's one write (spec 1 section 7), through GraphQL: anonymous, or the signed-in
 * student's. Naming the student makes a lapsed session refresh and retry instead of the
 * feedback being stored as a visitor's.
 */
import type { FeedbackInput } from "@gradplan/schema";
import { SubmitFeedbackDocument } from "../../graphql/generated";
import { runMutation } from "../../shared/graphql/request";

export interface FeedbackSubmission {
  feedback: FeedbackInput;
  /** The signed-in student's id; null sends anonymous feedback. */
  studentId: string | null;
}

/** Resolves once the server accepted the feedback; any failure rejects (spec 1 section 8). */
export async function submitFeedback({ feedback, studentId }: FeedbackSubmission): Promise<void> {
  await runMutation(
    SubmitFeedbackDocument,
    {
      feedbackStar: feedback.feedback_star,
      feedbackDescription: feedback.feedback_description ?? null,
      studentId,
    },
    "submitFeedback",
  );
}

export const feedbackApi = { submitFeedback };
