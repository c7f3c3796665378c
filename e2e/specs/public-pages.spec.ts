import { CALLBACK_MESSAGES, LANDING_SECTIONS } from "@gradplan/schema";
import { expect, test } from "@playwright/test";

test.describe("public pages", () => {
  test("the landing page has the hero and the ten FAQs, which open and close", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(`#${LANDING_SECTIONS.hero}`)).toBeVisible();
    const faqs = page.locator(`#${LANDING_SECTIONS.faqs}`);
    const questions = faqs.getByRole("button");
    await expect(questions).toHaveCount(10);
    const first = questions.first();
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await first.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(panel).toBeHidden();
  });

  test("Home on another page goes back to the landing page's hero", async ({ page }) => {
    await page.goto("/contact");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home" })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator(`#${LANDING_SECTIONS.hero}`)).toBeInViewport();
  });

  test("every unknown path redirects to /", async ({ page }) => {
    await page.goto("/no/such/page?x=1");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator(`#${LANDING_SECTIONS.hero}`)).toBeVisible();
  });

  test("the callback pages show the spec's messages", async ({ page }) => {
    const cases: [string, string][] = [
      ["/callback-error?error=GRANTCANCEL", CALLBACK_MESSAGES.GRANTCANCEL],
      ["/callback-error?error=EMAILSCOPENOTGRANTED", CALLBACK_MESSAGES.EMAILSCOPENOTGRANTED],
      ["/callback-error?error=SOMETHINGELSE", CALLBACK_MESSAGES.unknown],
      ["/callback-success?success=EMAILGRANTSUCCESS", CALLBACK_MESSAGES.EMAILGRANTSUCCESS],
    ];
    for (const [path, message] of cases) {
      await page.goto(path);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test("on a small screen the menu opens from the hamburger and closes with Escape", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  test("each page sets its own title", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(/About Us/);
    await page.goto("/privacy-policy");
    await expect(page).toHaveTitle(/Privacy/);
  });
});
