/** What the feedback writes make stale. */
import type { FeatureDependents } from "../../shared/graphql/cache";

export const feedbackCache = {
  submitFeedback: [],
  // The founder's feedback message is asked once per student; the next read must see it asked.
  markFounderFeedbackAsked: ["founderFeedbackAskedAt"],
} satisfies FeatureDependents;
