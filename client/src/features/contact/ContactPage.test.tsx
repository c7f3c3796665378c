import { AUTH_MESSAGES, CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGES } from "@gradplan/schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { deferred } from "../../test/deferred";
import { fakeGraphql, graphqlError } from "../../test/graphql";
import { renderRoutes } from "../../test/render";

async function openContact() {
  const user = userEvent.setup();
  renderRoutes(routes, "/contact");
  await screen.findByRole("heading", { level: 1, name: "Contact Us" });
  const name = screen.getByLabelText("Name");
  const email = screen.getByLabelText("Email");
  const message = screen.getByLabelText("Message");
  const submit = screen.getByRole("button", { name: "Send message" });
  return { user, name, email, message, submit };
}

async function fill(fields: Awaited<ReturnType<typeof openContact>>) {
  await fields.user.type(fields.name, "Asha Rao");
  await fields.user.type(fields.email, "asha@example.edu");
  await fields.user.type(fields.message, "How are deadlines chosen?");
}

describe("Contact form", () => {
  it("validates with the schema's messages, counts characters and sends nothing", async () => {
    const graphql = fakeGraphql({ contact: () => true });
    const { user, email, message, submit } = await openContact();
    expect(screen.getByText(`0 / ${CONTACT_MESSAGE_MAX_LENGTH} characters`)).not.toBeNull();
    expect(message.getAttribute("maxlength")).toBe(String(CONTACT_MESSAGE_MAX_LENGTH));
    await user.click(submit);
    expect(screen.getAllByText(AUTH_MESSAGES.required)).toHaveLength(2);
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).not.toBeNull();
    await user.type(email, "asha@");
    expect(screen.getByText(AUTH_MESSAGES.invalidEmail)).not.toBeNull();
    await user.type(message, "Hello");
    expect(screen.getByText(`5 / ${CONTACT_MESSAGE_MAX_LENGTH} characters`)).not.toBeNull();
    expect(graphql.calls).toEqual([]);
  });

  it("sends the message, disabled while pending, then toasts and clears the form", async () => {
    const answer = deferred<boolean>();
    const graphql = fakeGraphql({ contact: () => answer.promise });
    const fields = await openContact();
    await fill(fields);
    await fields.user.click(fields.submit);

    expect(screen.getByRole("button", { name: "Sending..." }).hasAttribute("disabled")).toBe(true);
    expect(graphql.callsOf("contact")).toEqual([
      {
        name: "Asha Rao",
        email: "asha@example.edu",
        message: "How are deadlines chosen?",
      },
    ]);

    answer.resolve(true);
    expect(await screen.findByText(CONTACT_MESSAGES.sent)).not.toBeNull();
    await waitFor(() => expect((fields.name as HTMLInputElement).value).toBe(""));
    expect((fields.email as HTMLInputElement).value).toBe("");
    expect((fields.message as HTMLTextAreaElement).value).toBe("");
    expect(screen.queryByText(AUTH_MESSAGES.required)).toBeNull();
  });

  it("toasts the server's message on failure, maps field errors and keeps the input", async () => {
    const graphql = fakeGraphql({
      contact: () => {
        throw graphqlError("Check the form.", "BAD_USER_INPUT", {
          email: AUTH_MESSAGES.invalidEmail,
        });
      },
    });
    const fields = await openContact();
    await fill(fields);
    await fields.user.click(fields.submit);
    expect(await screen.findByText("Check the form.")).not.toBeNull();
    expect(screen.getByText(AUTH_MESSAGES.invalidEmail)).not.toBeNull();
    expect(fields.email.getAttribute("aria-invalid")).toBe("true");
    expect((fields.message as HTMLTextAreaElement).value).toBe("How are deadlines chosen?");

    graphql.fields.contact = () => {
      throw graphqlError("Unexpected error.", "INTERNAL_SERVER_ERROR");
    };
    await fields.user.click(fields.submit);
    expect(await screen.findByText(CONTACT_MESSAGES.failed)).not.toBeNull();
  });
});
