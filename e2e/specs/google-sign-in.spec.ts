import { API, pathOf } from "@gradplan/schema";
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { ProfilePage } from "../support/profile";

/** Signs in through the local provider as a new account, landing on the dashboard. */
async function continueWithGoogle(page: Page, login: string): Promise<void> {
  await page.goto("/login");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  // The provider's own pages: sign in, then allow the app.
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any");
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe("Continue with Google (a local OpenID Connect provider)", () => {
  test("signs a new student in through the provider and lands on the dashboard", async ({
    page,
  }) => {
    const login = `gia-${Date.now()}`;
    await continueWithGoogle(page, login);
    await expect(page.getByText("Welcome, Gia", { exact: true })).toBeVisible();
    const me = await page.request.get(pathOf(API.auth.me));
    expect(await me.json()).toMatchObject({ email: `${login}@example.com`, firstname: "Gia" });
  });

  test("asks the new student to confirm their category on the profile, until they save it", async ({
    page,
  }) => {
    await continueWithGoogle(page, `gia-${Date.now()}`);
    const profile = new ProfilePage(page);
    await profile.open();
    const prompt = page.getByRole("region", { name: "Please confirm your student category" });
    await expect(prompt).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await prompt.getByRole("button", { name: "Confirm your category" }).click();

    const personal = page.getByRole("dialog", { name: "Update Personal Information" });
    await expect(personal.getByLabel("Category")).toHaveValue("International Student");
    await personal.getByLabel("Category").selectOption("Domestic Student");
    await personal.getByLabel("Date of birth").fill("2000-02-29");
    await personal.getByLabel("Gender").selectOption("Male");
    await profile.pick(personal, "Undergrad university", "purdue", "Purdue University");
    await profile.update(personal);

    await expect(prompt).toBeHidden();
    await expect(profile.card("Application Details")).toContainText("Domestic Student");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
    await expect(profile.card("Application Details")).toContainText("Domestic Student");
    await expect(prompt).toBeHidden();
  });

  test("a callback without the flow's cookie is refused back to the login page", async ({
    page,
  }) => {
    await page.goto(pathOf(API.auth.googleCallback, {}, { code: "forged", state: "forged" }));
    await expect(page).toHaveURL(/\/login\?error=google$/);
    await expect(
      page.getByText("Google sign-in did not complete. Please try again."),
    ).toBeVisible();
  });
});
