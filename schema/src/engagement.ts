/** Feedback and contact (spec 1 sections 2, 5, 8): labels, limits and messages (no zod). */

export const FEEDBACK_STAR_LABELS = ["Terrible", "Bad", "Okay", "Good", "Amazing"] as const;

export const FEEDBACK_MESSAGES = {
  starRequired:
    "Rate your experience with stars. Feel free to share additional thoughts in a message.",
  messageRequired: "Please share additional thoughts in a message.",
  failed: "Failed to submit feedback.",
  submitted: "Feedback Submitted. Thank you!",
} as const;

export const FEEDBACK_DESCRIPTION_MAX_LENGTH = 5000;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const CONTACT_MESSAGES = {
  sent: "Thank you! Your message has been sent. We will get back to you soon.",
  failed: "Your message could not be sent. Please try again later.",
  tooLong: `Please keep the message under ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
} as const;
