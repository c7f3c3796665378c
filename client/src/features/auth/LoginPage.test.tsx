import { AUTH_MESSAGES } from "@gradplan/schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { SESSION_STORAGE_KEY } from "../../shared/session/session";
import { deferred } from "../../test/deferred";
import { renderRoutes } from "../../test/render";
import { aSessionUser, callsTo, stubFetch } from "../../test/session";

async function openLogin(path = "/login") {
  const user = userEvent.setup();
  const view = renderRoutes(routes, path);
  await screen.findByRole("heading", { level: 1, name: "Login" });
  const email = screen.getByLabelText("Email");
  const password = screen.getByLabelText("Password");
  const submit = screen.getByRole("button", { name: "Log in" });
  return { user, ...view, email, password, submit };
}

describe("LoginPage", () => {
  it("has a tab title, one h1 and a link to register", async () => {
    await openLogin();
    await waitFor(() => expect(document.title).toBe("Login | GradPlan"));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/register",
    );
  });

  it("shows the schema's messages on submit, tied to the fields, and focuses the first", async () => {
    const fetchMock = stubFetch(() => Response.json({}));
    const { user, email, password, submit } = await openLogin();
    await user.click(submit);
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).not.toBeNull();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).not.toBeNull();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      AUTH_MESSAGES.emailRequired,
    );
    expect(password.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks the email on blur and clears the error once fixed", async () => {
    const { user, email } = await openLogin();
    await user.type(email, "asha@");
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.invalidEmail)).not.toBeNull();
    await user.type(email, "example.edu");
    expect(screen.queryByText(AUTH_MESSAGES.invalidEmail)).toBeNull();
    expect(email.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows and hides the password", async () => {
    const { user, password } = await openLogin();
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password.getAttribute("type")).toBe("text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password.getAttribute("type")).toBe("password");
  });

  it("toasts the server's message on wrong credentials, and maps field errors", async () => {
    let answer = Response.json(
      { success: false, message: AUTH_MESSAGES.invalidCredentials },
      { status: 401 },
    );
    const fetchMock = stubFetch(() => answer);
    const { user, email, password, submit } = await openLogin();
    await user.type(email, "asha@example.edu");
    await user.type(password, "wrong-1!");
    await user.click(submit);
    expect(await screen.findByText(AUTH_MESSAGES.invalidCredentials)).not.toBeNull();
    expect(callsTo(fetchMock, "/api/auth/refresh-token")).toBe(0);

    answer = Response.json(
      { success: false, message: "Check the form.", errors: { email: AUTH_MESSAGES.invalidEmail } },
      { status: 400 },
    );
    await user.click(submit);
    expect(await screen.findByText("Check the form.")).not.toBeNull();
    expect(screen.getByText(AUTH_MESSAGES.invalidEmail).id).toBe(
      email.getAttribute("aria-describedby"),
    );
  });

  it("disables the button while pending, then stores the user and opens the dashboard", async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const { user, router, email, password, submit } = await openLogin();
    await user.type(email, " Asha@Example.edu ");
    await user.type(password, "secret-1!");
    await user.click(submit);
    expect(screen.getByRole("button", { name: "Logging in..." }).hasAttribute("disabled")).toBe(
      true,
    );
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "Asha@Example.edu",
      password: "secret-1!",
    });

    answer.resolve(Response.json({ success: true, user: aSessionUser() }));
    expect(await screen.findByText("Welcome back, Asha!")).not.toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? "null")).toEqual(
      aSessionUser({ expiry: expect.any(Number) }),
    );
  });

  it("toasts a fallback when the server is down", async () => {
    stubFetch(() => new Response("Bad gateway", { status: 502 }));
    const { user, email, password, submit } = await openLogin();
    await user.type(email, "asha@example.edu");
    await user.type(password, "secret-1!");
    await user.click(submit);
    expect(await screen.findByText("Something went wrong. Please try again later.")).not.toBeNull();
    expect(submit.hasAttribute("disabled")).toBe(false);
  });
});
