/** REST call of the contact form (DESIGN.md section 3). */
import { CONTACT_MESSAGES, type ContactInput, PATHS, pathOf } from "@gradplan/schema";
import { RestError, restRequest } from "../../shared/api/rest";
import { AuthFailure, fieldErrorsOf } from "../auth/authApi";

/** Sends the message; failures become AuthFailures so the shared form shows and maps them. */
export async function sendContactMessage(input: ContactInput): Promise<void> {
  let answer: { success: boolean; message?: string };
  try {
    answer = await restRequest(pathOf(PATHS.engagement.contact), {
      method: "POST",
      body: input,
    });
  } catch (error) {
    if (error instanceof RestError && error.status < 500) {
      throw new AuthFailure(error.message, fieldErrorsOf(error.body));
    }
    throw new AuthFailure(CONTACT_MESSAGES.failed);
  }
  if (!answer.success) throw new AuthFailure(answer.message ?? CONTACT_MESSAGES.failed);
}

export const contactApi = { sendContactMessage };
