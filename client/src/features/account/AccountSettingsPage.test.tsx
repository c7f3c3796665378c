import { ACCOUNT_MESSAGES, AUTH_MESSAGES, NEWSLETTER_MESSAGES } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { readSession } from "../../shared/session/session";
import { fakeGraphql, graphqlError } from "../../test/graphql";
import { renderRoutes } from "../../test/render";
import { logIn, stubFetch } from "../../test/session";
import { aGrant } from "../email-grant/emailGrantFixtures";
import { ACCOUNT_TEXT } from "./accountText";
import { ACCOUNT_DELETED_MESSAGE } from "./DeleteAccountSection";

const NEW_PASSWORD = "n3w-secret!";

function openPage(fields: Parameters<typeof fakeGraphql>[0] = {}) {
  const user = logIn();
  stubFetch(() => Response.json({ success: true, popups: [] }));
  const fake = fakeGraphql({
    popups: () => [],
    notificationChoices: () => ({ deadline_reminders: true }),
    emailGrant: () => aGrant(),
    ...fields,
  });
  const view = renderRoutes(routes, "/account-settings");
  return { user, fake, ...view };
}

describe("the /account-settings page", () => {
  it("sends a logged-out visit to /login", async () => {
    const { router } = renderRoutes(routes, "/account-settings");
    expect(await screen.findByRole("heading", { level: 1, name: "Login" })).not.toBeNull();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("has its sections, a platform link and the data download link", async () => {
    const { user } = openPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: ACCOUNT_TEXT.title }),
    ).not.toBeNull();
    // The email access card shows once its state is read.
    await screen.findByRole("heading", { level: 2, name: "Email access" });
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      "Password",
      "Notifications",
      "Your data",
      "Email access",
      "Delete account",
    ]);
    const download = screen.getByRole("link", { name: ACCOUNT_TEXT.data.download });
    expect(download.getAttribute("href")).toBe(`/api/account/export/${user.student_id}`);
    expect(download.hasAttribute("download")).toBe(true);
    const nav = screen.getByRole("navigation", { name: "Platform" });
    await userEvent.setup().click(within(nav).getByRole("button", { name: "Platform menu" }));
    expect(
      within(nav).getByRole("link", { name: "Account Settings" }).getAttribute("aria-current"),
    ).toBe("page");
  });

  it("changes the password: rules inline, the server's refusal on the field, a toast on success", async () => {
    const { fake } = openPage({
      changePassword: ({ currentPassword }) => {
        if (currentPassword !== "s3cret!pass")
          throw graphqlError(ACCOUNT_MESSAGES.wrongCurrentPassword, "BAD_USER_INPUT", {
            currentPassword: ACCOUNT_MESSAGES.wrongCurrentPassword,
          });
        return ACCOUNT_MESSAGES.passwordChanged;
      },
    });
    const ui = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Change password" });
    await ui.type(within(form).getByLabelText("New password"), "weak");
    await ui.click(within(form).getByRole("button", { name: "Change password" }));
    expect(within(form).getByText(AUTH_MESSAGES.weakPassword)).not.toBeNull();
    expect(within(form).getByText(ACCOUNT_MESSAGES.currentPasswordRequired)).not.toBeNull();
    expect(fake.callsOf("changePassword")).toHaveLength(0);

    await ui.type(within(form).getByLabelText("Current password"), "wrong!pass1");
    await ui.clear(within(form).getByLabelText("New password"));
    await ui.type(within(form).getByLabelText("New password"), NEW_PASSWORD);
    await ui.type(within(form).getByLabelText("Confirm new password"), NEW_PASSWORD);
    await ui.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.wrongCurrentPassword)).not.toBeNull();

    await ui.clear(within(form).getByLabelText("Current password"));
    await ui.type(within(form).getByLabelText("Current password"), "s3cret!pass");
    await ui.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).not.toBeNull();
    expect(fake.callsOf("changePassword").at(-1)).toEqual({
      currentPassword: "s3cret!pass",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    await waitFor(() =>
      expect((within(form).getByLabelText("Current password") as HTMLInputElement).value).toBe(""),
    );
    // The show/hide toggle of the login form.
    await ui.click(within(form).getByRole("button", { name: "Show new password" }));
    expect(within(form).getByLabelText("New password").getAttribute("type")).toBe("text");
  });

  it("saves the deadline reminders choice at once and subscribes the student's email", async () => {
    const { fake, user } = openPage({
      setDeadlineReminders: ({ on }) => ({ deadline_reminders: on }),
      subscribeToNewsletter: () => NEWSLETTER_MESSAGES.subscribed,
    });
    const ui = userEvent.setup();
    const toggle = await screen.findByRole("checkbox", {
      name: ACCOUNT_TEXT.notifications.reminders,
    });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    await ui.click(toggle);
    expect(await screen.findByText(ACCOUNT_TEXT.notifications.remindersOff)).not.toBeNull();
    expect(fake.callsOf("setDeadlineReminders")).toEqual([{ on: false }]);

    await ui.click(screen.getByRole("button", { name: ACCOUNT_TEXT.notifications.subscribe }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.subscribed)).not.toBeNull();
    expect(fake.callsOf("subscribeToNewsletter")).toEqual([{ email: user.email }]);
  });

  it("deletes the account after the password is confirmed, then goes home signed out", async () => {
    const { fake, router } = openPage({
      deleteAccount: ({ password }) => {
        if (password !== "s3cret!pass")
          throw graphqlError(ACCOUNT_MESSAGES.wrongPassword, "BAD_USER_INPUT", {
            password: ACCOUNT_MESSAGES.wrongPassword,
          });
        return true;
      },
    });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole("button", { name: ACCOUNT_TEXT.remove.open }));
    let dialog = screen.getByRole("dialog", { name: ACCOUNT_TEXT.remove.title });
    // Cancel closes without a request.
    await ui.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    await ui.click(screen.getByRole("button", { name: ACCOUNT_TEXT.remove.open }));
    dialog = screen.getByRole("dialog", { name: ACCOUNT_TEXT.remove.title });
    await ui.type(within(dialog).getByLabelText("Password"), "wrong!pass1");
    await ui.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty(
      "textContent",
      ACCOUNT_MESSAGES.wrongPassword,
    );
    expect(readSession()).not.toBeNull();

    await ui.clear(within(dialog).getByLabelText("Password"));
    await ui.type(within(dialog).getByLabelText("Password"), "s3cret!pass");
    await ui.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(await screen.findByText(ACCOUNT_DELETED_MESSAGE)).not.toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(readSession()).toBeNull();
    expect(fake.callsOf("deleteAccount")).toHaveLength(2);
  });
});
