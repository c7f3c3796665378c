import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { clearSession, SESSION_STORAGE_KEY } from "../../shared/session/session";
import { renderRoutes } from "../../test/render";
import { aSessionUser, callsTo, logIn, stubFetch } from "../../test/session";

describe("the session guard", () => {
  it.each(["/dashboard", "/profile", "/resume-evaluation"])(
    "sends a logged-out visit of %s to /login",
    async (path) => {
      const { router } = renderRoutes(routes, path);
      expect(await screen.findByRole("heading", { level: 1, name: "Login" })).not.toBeNull();
      expect(router.state.location.pathname).toBe("/login");
      expect(router.state.historyAction).toBe("REPLACE");
    },
  );

  it("brings the user back to the page they wanted after logging in", async () => {
    stubFetch(() => Response.json({ success: true, user: aSessionUser() }));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/dashboard?tab=stats");
    await screen.findByRole("heading", { level: 1, name: "Login" });
    await user.type(screen.getByLabelText("Email"), "asha@example.edu");
    await user.type(screen.getByLabelText("Password"), "secret-1!");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=stats"));
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("shows a logged-in student the resume page at /resume-evaluation", async () => {
    logIn();
    stubFetch(() => Response.json(null));
    const { router } = renderRoutes(routes, "/resume-evaluation");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Resume Evaluation" }),
    ).not.toBeNull();
    expect(router.state.location.pathname).toBe("/resume-evaluation");
  });

  it("sends a student who logs out on a guarded page home, even when the server answers slowly", async () => {
    logIn();
    let answer: (r: Response) => void = () => undefined;
    stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/dashboard");
    await user.click(await screen.findByRole("button", { name: "Log out" }));
    answer(Response.json({ success: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("sends a student whose session ran out to /login", async () => {
    logIn();
    const { router } = renderRoutes(routes, "/dashboard");
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    act(() => clearSession());
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("sends a logged-in visit of /login on to the dashboard", async () => {
    logIn();
    const { router } = renderRoutes(routes, "/login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });
});

describe("DashboardPage", () => {
  it("greets the student and shows their category and semester", async () => {
    logIn({ category: "Domestic Student", applying_semester: null });
    renderRoutes(routes, "/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).not.toBeNull();
    await waitFor(() => expect(document.title).toBe("Dashboard | GradPlan"));
    expect(screen.getByText("Welcome, Asha")).not.toBeNull();
    expect(screen.getByText("Domestic Student")).not.toBeNull();
    expect(screen.getByText("Not chosen yet")).not.toBeNull();
  });

  it("logs out on the server and locally, even when the server call fails", async () => {
    const fetchMock = stubFetch(() => new Response("down", { status: 503 }));
    logIn();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/dashboard");
    await user.click(await screen.findByRole("button", { name: "Log out" }));
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
    expect(callsTo(fetchMock, "/api/auth/logout")).toBe(1);
    expect(document.cookie).not.toContain("isLoggedIn");
    expect(router.state.location.pathname).toBe("/");
    // The navbar (its small-screen menu is closed) offers Login again.
    expect(await screen.findByRole("link", { name: "Login", hidden: true })).not.toBeNull();
  });
});
