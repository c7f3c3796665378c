/** The newsletter (spec 2, issue 15): its messages, limits and answers (no zod). */

/** What the unsubscribe and confirmation pages show (spec 2's words where it has them). */
export const NEWSLETTER_MESSAGES = {
  subscribeFailed: "Failed to subscribe",
  unsubscribeFailed: "Failed to unsubscribe",
  /** The same answer for a new, pending or confirmed address: nobody learns who subscribed. */
  subscribed: "Thanks! Check your inbox to confirm your subscription.",
  unsubscribed: "Successfully unsubscribed.",
  confirmed: "Your subscription is confirmed.",
  unsubscribing: "Unsubscribing...",
  unsubscribeSuccess: "You have successfully unsubscribed from our newsletter.",
  unsubscribeProblem:
    "There was a problem with your unsubscription. Please ensure you are using the correct link.",
  noToken: "Error: No unsubscribe token provided.",
  unexpected: "An unexpected error occurred.",
  confirming: "Confirming your subscription...",
  confirmSuccess: "Thank you! Your subscription to our newsletter is confirmed.",
  confirmProblem:
    "There was a problem confirming your subscription. The link may have expired or been used already.",
  unknownToken: "This unsubscribe link is not valid.",
  confirmInvalid: "This confirmation link is invalid or has expired.",
  tokenInvalid: "The link is not valid.",
  staffOnly: "A staff API key is required.",
  subjectRequired: "A subject is required.",
  textRequired: "A text body is required.",
  issueNotFound: "No such newsletter issue.",
} as const;

export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_BODY_MAX = 100_000;
/** Tokens are 32 random bytes in base64url (43 characters); anything far longer is no token. */
export const NEWSLETTER_TOKEN_MAX = 200;
/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const SUBSCRIBER_STATUS = {
  pending: "pending",
  confirmed: "confirmed",
  unsubscribed: "unsubscribed",
} as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUS)[keyof typeof SUBSCRIBER_STATUS];

/** A newsletter route's answer: success and the message to show. */
export interface NewsletterAnswer {
  success: true;
  message: string;
}

/** The one-click unsubscribe headers (RFC 8058) of a newsletter email to `unsubscribeUrl`. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
