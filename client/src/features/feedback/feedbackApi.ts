/**
 * The feedback form's one write (spec 1 section 7), through GraphQL. The server ties it to the
 * signed-in student by the session cookie, or keeps it anonymous when there is none.
 */
import type { FeedbackInput } from "@gradplan/schema";
import { SubmitFeedbackDocument } from "../../graphql/generated";
import { runMutation } from "../../shared/graphql/request";

export interface FeedbackSubmission {
  feedback: FeedbackInput;
}

/** Resolves once the server accepted the feedback; any failure rejects (spec 1 section 8). */
export async function submitFeedback({ feedback }: FeedbackSubmission): Promise<void> {
  await runMutation(
    SubmitFeedbackDocument,
    {
      feedbackStar: feedback.feedback_star,
      feedbackDescription: feedback.feedback_description ?? null,
    },
    "submitFeedback",
  );
}

export const feedbackApi = { submitFeedback };
