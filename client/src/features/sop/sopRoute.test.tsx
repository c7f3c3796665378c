import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { fakeGraphql } from "../../test/graphql";
import { renderRoutes } from "../../test/render";
import { logIn, stubFetch } from "../../test/session";

describe("the /sop-evaluation route", () => {
  it("sends a logged-out visit to /login", async () => {
    const { router } = renderRoutes(routes, "/sop-evaluation");
    expect(await screen.findByRole("heading", { level: 1, name: "Login" })).not.toBeNull();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("shows a student the page inside the platform layout, linked after Resume Evaluation", async () => {
    logIn();
    stubFetch(() => Response.json({ success: true, popups: [] }));
    fakeGraphql({ sops: () => [], popups: () => [] });
    renderRoutes(routes, "/sop-evaluation");
    expect(await screen.findByRole("heading", { level: 1, name: "SOP Evaluation" })).not.toBeNull();
    const nav = screen.getByRole("navigation", { name: "Platform" });
    await userEvent.setup().click(within(nav).getByRole("button", { name: "Platform menu" }));
    const labels = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels.slice(-2)).toEqual(["Resume Evaluation", "SOP Evaluation"]);
    expect(
      within(nav).getByRole("link", { name: "SOP Evaluation" }).getAttribute("aria-current"),
    ).toBe("page");
  });
});
