/** Maps the email-access callback query values to the spec's messages (spec 1, section 2). */
import { CALLBACK_MESSAGES } from "@gradplan/schema";

export interface CallbackOutcome {
  /** Page heading and tab title. */
  title: string;
  message: string;
  /** The grant succeeded: where the student can revoke it (the message says so). */
  settings?: true;
}

const UNKNOWN: CallbackOutcome = { title: "Email access", message: CALLBACK_MESSAGES.unknown };

export function callbackErrorOutcome(error: string | null): CallbackOutcome {
  if (error === "GRANTCANCEL") {
    return { title: "Email access cancelled", message: CALLBACK_MESSAGES.GRANTCANCEL };
  }
  if (error === "EMAILSCOPENOTGRANTED") {
    return { title: "Email access not granted", message: CALLBACK_MESSAGES.EMAILSCOPENOTGRANTED };
  }
  return UNKNOWN;
}

export function callbackSuccessOutcome(success: string | null): CallbackOutcome {
  if (success === "EMAILGRANTSUCCESS") {
    return {
      title: "Email access granted",
      message: CALLBACK_MESSAGES.EMAILGRANTSUCCESS,
      settings: true,
    };
  }
  return UNKNOWN;
}
