import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { renderRoutes } from "../../test/render";
import { aSessionUser, stubFetch } from "../../test/session";
import { GOOGLE_FAILED_MESSAGE } from "./GoogleSignIn";

function serve(google: boolean) {
  return stubFetch(
    (url) => {
      if (url.endsWith("/api/auth/me")) return Response.json(aSessionUser({ firstname: "Gia" }));
      return new Response(null, { status: 404 });
    },
    { google },
  );
}

describe("Continue with Google", () => {
  it("is hidden when the server has no provider configured", async () => {
    serve(false);
    renderRoutes(routes, "/login");
    await screen.findByRole("heading", { level: 1, name: "Login" });
    // Give the providers answer time to arrive: the link must still not appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("link", { name: "Continue with Google" })).toBeNull();
  });

  it("links to the server's sign-in route when one is", async () => {
    serve(true);
    renderRoutes(routes, "/login");
    const link = await screen.findByRole("link", { name: "Continue with Google" });
    expect(link.getAttribute("href")).toBe("/api/auth/google");
  });

  it("finishes a provider sign-in: stores the session and goes to the dashboard", async () => {
    serve(true);
    const { router } = renderRoutes(routes, "/login?signin=google");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(await screen.findByText("Welcome, Gia")).not.toBeNull();
  });

  it("says so when the provider sign-in failed", async () => {
    serve(true);
    renderRoutes(routes, "/login?error=google");
    expect(await screen.findByText(GOOGLE_FAILED_MESSAGE)).not.toBeNull();
  });
});
