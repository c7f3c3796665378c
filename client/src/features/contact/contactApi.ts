/** The contact form's one write, through GraphQL (DESIGN.md section 3). */
import { CONTACT_MESSAGES, type ContactInput } from "@gradplan/schema";
import { ContactDocument } from "../../graphql/generated";
import { GraphqlFailure, runMutation } from "../../shared/graphql/request";
import { FormFailure } from "../../shared/ui/form/formFailure";

/** Sends the message; failures become FormFailures so the shared form shows and maps them. */
export async function sendContactMessage(input: ContactInput): Promise<void> {
  try {
    await runMutation(ContactDocument, input, "contact");
  } catch (error) {
    if (error instanceof GraphqlFailure && error.isForStudent) {
      throw new FormFailure(error.message, error.fieldErrors);
    }
    throw new FormFailure(CONTACT_MESSAGES.failed);
  }
}

export const contactApi = { sendContactMessage };
