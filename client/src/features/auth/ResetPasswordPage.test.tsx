import { AUTH_MESSAGES } from "@gradplan/schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { readSession } from "../../shared/session/session";
import { renderRoutes } from "../../test/render";
import { callsTo, logIn, stubFetch } from "../../test/session";
import { RESET_SUCCESS_MESSAGE } from "./ResetPasswordPage";

const GOOD_PASSWORD = "n3w-secret!";

async function openReset(path = "/reset-password?token=tok_123") {
  const user = userEvent.setup();
  const view = renderRoutes(routes, path);
  await screen.findByRole("heading", { level: 1, name: "Reset Password" });
  return { user, ...view };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("New password"), GOOD_PASSWORD);
  await user.type(screen.getByLabelText("Confirm password"), GOOD_PASSWORD);
  await user.click(screen.getByRole("button", { name: "Reset password" }));
}

describe("ResetPasswordPage", () => {
  it("without a token shows the invalid-link message and a way to a new link, no form", async () => {
    await openReset("/reset-password");
    await waitFor(() => expect(document.title).toBe("Reset Password | GradPlan"));
    expect(screen.getByText(AUTH_MESSAGES.resetLinkInvalid)).not.toBeNull();
    const link = screen.getByRole("link", { name: "Request a new reset link" });
    expect(link.getAttribute("href")).toBe("/forgot-password");
    expect(screen.queryByLabelText("New password")).toBeNull();
  });

  it("checks the passwords with the schema's messages before sending", async () => {
    const fetchMock = stubFetch(() => Response.json({ success: true }));
    const { user } = await openReset();
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).not.toBeNull();
    expect(screen.getByText(AUTH_MESSAGES.confirmPasswordRequired)).not.toBeNull();
    await user.type(screen.getByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Confirm password"), "other");
    expect(screen.getByText(AUTH_MESSAGES.weakPassword)).not.toBeNull();
    expect(screen.getByText(AUTH_MESSAGES.passwordsDoNotMatch)).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("on success clears the local session (no server logout), toasts and goes to /login", async () => {
    logIn();
    const fetchMock = stubFetch(() => Response.json({ success: true }));
    const { user, router } = await openReset();
    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(readSession()).toBeNull();
    expect(callsTo(fetchMock, "/api/auth/logout")).toBe(0);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      token: "tok_123",
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    expect(await screen.findByText(RESET_SUCCESS_MESSAGE)).not.toBeNull();
    // The login form shows, not a redirect away from it: the session really is gone.
    expect(await screen.findByRole("heading", { level: 1, name: "Login" })).not.toBeNull();
  });

  it("shows an invalid or expired link's message in the page with a link to a new one", async () => {
    stubFetch(() =>
      Response.json({ success: false, message: AUTH_MESSAGES.resetLinkInvalid }, { status: 400 }),
    );
    const { user, router } = await openReset();
    await fillAndSubmit(user);

    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert.textContent).toContain(AUTH_MESSAGES.resetLinkInvalid));
    expect(screen.getByRole("link", { name: "Request a new reset link" })).not.toBeNull();
    expect(router.state.location.pathname).toBe("/reset-password");
  });
});
