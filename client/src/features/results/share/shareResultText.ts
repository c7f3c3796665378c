/** The words of the offer to share a decision on /submit-results (the rule is schema's `decisionOfStatus`). */
export const SHARE_RESULT_TEXT = {
  question: "Share this result with other students?",
  share: "Share your result",
  dismiss: "Not now",
} as const;
