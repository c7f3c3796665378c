import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../test/render";
import { stubFetch } from "../test/session";
import { routes } from "./routes";

describe("routes", () => {
  it.each(["/no-such-page", "/about/extra"])("redirects the unknown path %s to /", async (path) => {
    const { router } = renderRoutes(routes, path);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(await screen.findByRole("heading", { level: 1 })).not.toBeNull();
  });

  it("renders the landing page with its hero and FAQ sections", () => {
    renderRoutes(routes, "/");
    expect(document.getElementById("hero-section")).not.toBeNull();
    const faqs = document.getElementById("faqs-section");
    expect(faqs?.querySelectorAll("button[aria-expanded]")).toHaveLength(10);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe(
      "/register",
    );
  });

  it.each([
    ["/about", "About Us"],
    ["/contact", "Contact Us"],
    ["/terms-and-conditions", "Terms and Conditions"],
    ["/privacy-policy", "Privacy Policy"],
  ])("lazy-loads %s with its heading and tab title", async (path, title) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole("heading", { level: 1, name: title })).not.toBeNull();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`${title} | GradPlan`));
  });

  it("lazy-loads /university-search for visitors too, with a login prompt", async () => {
    stubFetch(() => Response.json({ universities: [], totalCount: 0 }));
    renderRoutes(routes, "/university-search");
    expect(
      await screen.findByRole("heading", { level: 1, name: "University Search" }),
    ).not.toBeNull();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    await waitFor(() => expect(document.title).toBe("University Search | GradPlan"));
  });

  it("wraps every page in header, main and footer landmarks, with legal links in the footer", async () => {
    renderRoutes(routes, "/about");
    await screen.findByRole("heading", { level: 1, name: "About Us" });
    expect(screen.getByRole("banner")).not.toBeNull();
    expect(screen.getByRole("main")).not.toBeNull();
    const footer = screen.getByRole("contentinfo");
    const hrefs = Array.from(footer.querySelectorAll("a")).map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(expect.arrayContaining(["/terms-and-conditions", "/privacy-policy"]));
  });

  it("offers the support email on the contact page", async () => {
    renderRoutes(routes, "/contact");
    const link = await screen.findByRole("link", { name: "support@gradplan.example" });
    expect(link.getAttribute("href")).toBe("mailto:support@gradplan.example");
  });
});
