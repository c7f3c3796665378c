import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { routes } from "../../app/routes";
import { clearSession } from "../../shared/session/session";
import { renderRoutes } from "../../test/render";
import { logIn } from "../../test/session";

/** jsdom applies no media queries, so the navbar renders its small-screen form: open the menu. */
async function renderWithOpenMenu(path: string) {
  const user = userEvent.setup();
  const view = renderRoutes(routes, path);
  // Lazy pages render once their code has loaded.
  await user.click(await screen.findByRole("button", { name: "Menu" }));
  return { user, ...view, nav: screen.getByRole("navigation", { name: "Main" }) };
}

describe("Navbar", () => {
  it("has the spec's links in order, with Login and the search box", async () => {
    const { nav } = await renderWithOpenMenu("/");
    const labels = Array.from(nav.querySelectorAll("a")).map((a) => a.textContent);
    expect(labels).toEqual([
      "Home",
      "About Us",
      "Contact Us",
      "Blogs (opens in a new tab)",
      "Podcasts (opens in a new tab)",
      "University Explorer",
    ]);
    expect(
      within(nav).getByRole("link", { name: "University Explorer" }).getAttribute("href"),
    ).toBe("/university-search");
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("combobox", { name: "Search universities" })).not.toBeNull();
  });

  it("opens Blogs and Podcasts on the community site in a new tab", async () => {
    await renderWithOpenMenu("/");
    for (const [name, path] of [
      ["Blogs", "/blogs"],
      ["Podcasts", "/podcasts"],
    ]) {
      const link = screen.getByRole("link", { name: `${name} (opens in a new tab)` });
      expect(link.getAttribute("href")).toBe(`https://community.gradplan.example${path}`);
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  it("Home goes back to / and scrolls to the hero section", async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, "scrollIntoView");
    const { user, router, nav } = await renderWithOpenMenu("/about");
    await screen.findByRole("heading", { level: 1, name: "About Us" });

    await user.click(within(nav).getByRole("link", { name: "Home" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const hero = document.getElementById("hero-section");
    await waitFor(() => expect(document.activeElement).toBe(hero));
    expect(scrollIntoView.mock.contexts).toContain(hero);

    // Clicking Home again on the landing page scrolls again.
    scrollIntoView.mockClear();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("link", { name: "Home" }));
    await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(hero));
    scrollIntoView.mockRestore();
  });

  it("turns solid once the page is scrolled", () => {
    renderRoutes(routes, "/");
    const header = screen.getByRole("banner");
    expect(header.getAttribute("data-scrolled")).toBe("false");
    act(() => {
      window.scrollY = 120;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header.getAttribute("data-scrolled")).toBe("true");
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event("scroll"));
    });
  });

  it("has a menu button that opens, closes on Escape and on a link click", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, "/");
    const menuButton = screen.getByRole("button", { name: "Menu" });
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById(menuButton.getAttribute("aria-controls") ?? "")).not.toBeNull();

    await user.click(menuButton);
    expect(menuButton.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(menuButton);

    await user.click(menuButton);
    const nav = screen.getByRole("navigation", { name: "Main" });
    await user.click(within(nav).getByRole("link", { name: "Contact Us" }));
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("Navbar account action", () => {
  it("shows 'Back to Dashboard' instead of Login when logged in, and follows logout", async () => {
    logIn();
    await renderWithOpenMenu("/");
    const back = screen.getByRole("link", { name: "Back to Dashboard" });
    expect(back.getAttribute("href")).toBe("/dashboard");
    const settings = screen.getByRole("link", { name: "Account Settings" });
    expect(settings.getAttribute("href")).toBe("/account-settings");
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
    // Logging out in another tab shows up here too.
    act(() => clearSession());
    expect(await screen.findByRole("link", { name: "Login" })).not.toBeNull();
  });
});
