import { expect, test } from "@playwright/test";

test.describe("Continue with Google (a local OpenID Connect provider)", () => {
  test("signs a new student in through the provider and lands on the dashboard", async ({
    page,
  }) => {
    const login = `gia-${Date.now()}`;
    await page.goto("/login");
    await page.getByRole("link", { name: "Continue with Google" }).click();

    // The provider's own pages: sign in, then allow the app.
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill("any");
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Welcome, Gia", { exact: true })).toBeVisible();
    const me = await page.request.get("/api/auth/me");
    expect(await me.json()).toMatchObject({ email: `${login}@example.com`, firstname: "Gia" });
  });

  test("a callback without the flow's cookie is refused back to the login page", async ({
    page,
  }) => {
    await page.goto("/api/auth/google/callback?code=forged&state=forged");
    await expect(page).toHaveURL(/\/login\?error=google$/);
    await expect(
      page.getByText("Google sign-in did not complete. Please try again."),
    ).toBeVisible();
  });
});
