import { readFile } from "node:fs/promises";
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from "@gradplan/schema";
import { expect, type Page, test } from "@playwright/test";
import { logIn, newEmail, PASSWORD, register } from "../support/accounts";

const NEW_PASSWORD = "N3w!gradplan";

async function openAccountSettings(page: Page): Promise<void> {
  // On a wide screen the platform's side menu has the link (the navbar's folded menu on a small one).
  await page
    .getByRole("navigation", { name: "Platform" })
    .getByRole("link", { name: "Account Settings" })
    .click();
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
}

test.describe("account settings", () => {
  test("the student changes password, downloads their data and deletes the account, after which login fails", async ({
    page,
  }) => {
    const email = newEmail();
    await register(page, email);
    await openAccountSettings(page);

    // Change the password: this tab stays signed in.
    const form = page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.passwordChanged).first()).toBeVisible();

    // Log out; the old password no longer works, the new one does.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/login");
    await logIn(page, email, PASSWORD);
    await expect(page.getByText(AUTH_MESSAGES.invalidCredentials).first()).toBeVisible();
    await logIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await openAccountSettings(page);

    // Download the data: a JSON file with the student's email.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^gradplan-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(String(await download.path()), "utf8"));
    expect(data.student.email).toBe(email);
    expect(JSON.stringify(data)).not.toContain("password_hash");

    // Delete the account, confirmed with the password.
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await expect(dialog.getByText(ACCOUNT_MESSAGES.wrongPassword).first()).toBeVisible();
    await dialog.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Your account has been deleted.").first()).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Login" }).first(),
    ).toBeAttached();

    // The account is gone: logging in fails with the login error message.
    await page.goto("/login");
    await logIn(page, email, NEW_PASSWORD);
    await expect(page.getByText(AUTH_MESSAGES.invalidCredentials).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
