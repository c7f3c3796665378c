import { AUTH_MESSAGES } from "@gradplan/schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { SESSION_STORAGE_KEY } from "../../shared/session/session";
import { renderRoutes } from "../../test/render";
import { aSessionUser, stubFetch } from "../../test/session";

async function openRegister() {
  const user = userEvent.setup();
  const view = renderRoutes(routes, "/register");
  await screen.findByRole("heading", { level: 1, name: "Register" });
  const field = (label: string) => screen.getByLabelText(label);
  const submit = screen.getByRole("button", { name: "Create account" });
  return { user, ...view, field, submit };
}

async function fillValidForm({ user, field }: Awaited<ReturnType<typeof openRegister>>) {
  await user.type(field("First name"), "Asha");
  await user.type(field("Last name"), "Rao");
  await user.type(field("Email"), "asha@example.edu");
  await user.type(field("Password"), "secret-1!");
  await user.type(field("Confirm password"), "secret-1!");
  await user.selectOptions(field("Student category"), "International Student");
  await user.selectOptions(field("Applying semester (optional)"), "Spring");
}

describe("RegisterPage", () => {
  it("has a tab title, the category and semester options, and a link to login", async () => {
    const { field } = await openRegister();
    await waitFor(() => expect(document.title).toBe("Register | GradPlan"));
    const options = (label: string) =>
      Array.from(field(label).querySelectorAll("option")).map((option) => option.textContent);
    expect(options("Student category")).toEqual([
      "Select...",
      "International Student",
      "Domestic Student",
    ]);
    expect(options("Applying semester (optional)")).toEqual([
      "Select...",
      "Fall",
      "Spring",
      "Summer",
    ]);
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });

  it("shows the schema's messages for every required field and focuses the first", async () => {
    const { user, field, submit } = await openRegister();
    await user.click(submit);
    expect(screen.getAllByText(AUTH_MESSAGES.required)).toHaveLength(3); // names and category
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).not.toBeNull();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).not.toBeNull();
    expect(screen.getByText(AUTH_MESSAGES.confirmPasswordRequired)).not.toBeNull();
    expect(field("Applying semester (optional)").getAttribute("aria-invalid")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field("First name")));
  });

  it("checks names, password strength and the confirmation on blur", async () => {
    const { user, field } = await openRegister();
    await user.type(field("First name"), "Asha2");
    await user.type(field("Password"), "secret");
    await user.type(field("Confirm password"), "secreT");
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.invalidName)).not.toBeNull();
    expect(screen.getByText(AUTH_MESSAGES.weakPassword)).not.toBeNull();
    expect(screen.getByText(AUTH_MESSAGES.passwordsDoNotMatch)).not.toBeNull();
  });

  it("maps the server's field errors and toasts its message on a taken email", async () => {
    stubFetch(() =>
      Response.json(
        {
          success: false,
          message: AUTH_MESSAGES.emailTaken,
          errors: { email: AUTH_MESSAGES.emailTaken },
        },
        { status: 409 },
      ),
    );
    const view = await openRegister();
    await fillValidForm(view);
    await view.user.click(view.submit);
    await waitFor(() => expect(screen.getAllByText(AUTH_MESSAGES.emailTaken)).toHaveLength(2));
    expect(view.field("Email").getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(view.field("Email")));
  });

  it("sends the contract's body, stores the new user and opens the dashboard", async () => {
    const newUser = aSessionUser({ applying_semester: "Spring" });
    const fetchMock = stubFetch(() =>
      Response.json({ success: true, user: newUser }, { status: 201 }),
    );
    const view = await openRegister();
    await fillValidForm(view);
    await view.user.click(view.submit);
    expect(await screen.findByText("Your account is ready, Asha!")).not.toBeNull();
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/dashboard"));
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/auth/register");
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: "Asha",
      lastName: "Rao",
      email: "asha@example.edu",
      password: "secret-1!",
      confirmPassword: "secret-1!",
      category: "International Student",
      applyingSemester: "Spring",
    });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? "null")).toEqual(newUser);
  });
});
