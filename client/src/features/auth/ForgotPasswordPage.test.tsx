import { AUTH_MESSAGES, FORGOT_PASSWORD_ANSWER } from "@gradplan/schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { deferred } from "../../test/deferred";
import { renderRoutes } from "../../test/render";
import { stubFetch } from "../../test/session";

async function openForgot() {
  const user = userEvent.setup();
  const view = renderRoutes(routes, "/forgot-password");
  await screen.findByRole("heading", { level: 1, name: "Forgot Password" });
  const email = screen.getByLabelText("Email");
  const submit = screen.getByRole("button", { name: "Send reset link" });
  return { user, ...view, email, submit };
}

const sameAnswer = () => Response.json({ success: true, message: FORGOT_PASSWORD_ANSWER });

describe("ForgotPasswordPage", () => {
  it("has a tab title and a link back to login, and is linked from the login page", async () => {
    await openForgot();
    await waitFor(() => expect(document.title).toBe("Forgot Password | GradPlan"));
    expect(screen.getByRole("link", { name: "Back to login" }).getAttribute("href")).toBe("/login");

    renderRoutes(routes, "/login");
    const link = await screen.findByRole("link", { name: "Forgot password?" });
    expect(link.getAttribute("href")).toBe("/forgot-password");
  });

  it("checks the email with the schema's messages and sends nothing when invalid", async () => {
    const fetchMock = stubFetch(sameAnswer);
    const { user, email, submit } = await openForgot();
    await user.click(submit);
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).not.toBeNull();
    await user.type(email, "asha@");
    expect(screen.getByText(AUTH_MESSAGES.invalidEmail)).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(["asha@example.edu", "nobody@example.edu"])(
    "shows the server's answer for %s in the page and a toast, disabled while pending",
    async (address) => {
      const answer = deferred<Response>();
      const fetchMock = stubFetch(() => answer.promise);
      const { user, email, submit } = await openForgot();
      await user.type(email, ` ${address} `);
      await user.click(submit);

      const pendingButton = screen.getByRole("button", { name: "Sending..." });
      expect(pendingButton.hasAttribute("disabled")).toBe(true);
      const [path, init] = fetchMock.mock.calls[0] ?? [];
      expect(String(path)).toContain("/api/auth/forgot-password");
      expect(JSON.parse(String(init?.body))).toEqual({ email: address });

      answer.resolve(sameAnswer());
      const status = await screen.findByText(FORGOT_PASSWORD_ANSWER, {
        selector: "p[role=status]",
      });
      expect(status).not.toBeNull();
      const toasts = screen.getByRole("status", { name: "Notifications" });
      expect(toasts.textContent).toContain(FORGOT_PASSWORD_ANSWER);
    },
  );

  it("toasts the rate-limit message and maps a field error", async () => {
    stubFetch(() =>
      Response.json(
        {
          success: false,
          message: "Check the form.",
          errors: { email: AUTH_MESSAGES.invalidEmail },
        },
        { status: 400 },
      ),
    );
    const { user, email, submit } = await openForgot();
    await user.type(email, "asha@example.edu");
    await user.click(submit);
    expect(await screen.findByText(AUTH_MESSAGES.invalidEmail)).not.toBeNull();
    expect(email.getAttribute("aria-invalid")).toBe("true");

    stubFetch(() =>
      Response.json({ success: false, message: AUTH_MESSAGES.tooManyAttempts }, { status: 429 }),
    );
    await user.click(submit);
    expect(await screen.findByText(AUTH_MESSAGES.tooManyAttempts)).not.toBeNull();
  });
});
