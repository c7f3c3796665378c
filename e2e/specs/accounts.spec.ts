import { API, AUTH_MESSAGES, FEEDBACK_MESSAGES, pathOf } from "@gradplan/schema";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { logIn, newEmail, PASSWORD, register } from "../support/accounts";
import { latestEmailTo } from "../support/outbox";

test.describe("accounts", () => {
  test("register, log out, be sent to /login from a guarded page, log in and land back", async ({
    page,
  }) => {
    const email = newEmail();
    await register(page, email);
    const nav = page.getByRole("banner");
    await expect(nav.getByRole("link", { name: "Back to Dashboard" }).first()).toBeAttached();

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole("link", { name: "Login" }).first()).toBeAttached();
    expect((await page.context().cookies()).some((c) => c.name === "isLoggedIn")).toBe(false);

    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, "Wrong!pass9");
    await expect(page.getByText(AUTH_MESSAGES.invalidCredentials).first()).toBeVisible();
    await logIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Welcome, Asha")).toBeVisible();
  });

  test("an expired access token is refreshed transparently on the next call", async ({ page }) => {
    await register(page, newEmail(), "Noor");
    // What 15 minutes would do: the access cookie is gone, the refresh cookie remains.
    await page.context().clearCookies({ name: "gp_access" });
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith(pathOf(API.auth.refreshToken)) && r.status() === 200,
    );

    await page.getByRole("contentinfo").getByRole("button", { name: "Feedback" }).click();
    const dialog = page.getByRole("dialog", { name: "Share your feedback" });
    await dialog.getByRole("radio", { name: "Amazing" }).click();
    await dialog.getByRole("button", { name: "Submit" }).click();

    await refreshed;
    await expect(page.getByText(FEEDBACK_MESSAGES.submitted)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect((await page.context().cookies()).some((c) => c.name === "gp_access")).toBe(true);
  });

  test("two tabs refreshing at the same moment both stay signed in", async ({ page }) => {
    await register(page, newEmail(), "Lena");
    const context = page.context();
    const second = await context.newPage();
    await second.goto("/profile");
    await expect(second.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();

    // Both tabs find the access token expired at once. The refresh-token table is locked
    // meanwhile, so any refresh calls sent now reach it together when it is released: without
    // turn-taking both would present the same refresh token, and the second looks like a replay.
    await context.clearCookies({ name: "gp_access" });
    const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    try {
      await db.query("begin");
      await db.query("lock table refresh_token in access exclusive mode");
      const firstRefresh = page
        .context()
        .waitForEvent("request", (r) => r.url().endsWith(pathOf(API.auth.refreshToken)));
      const loads = Promise.all([page.goto("/profile"), second.reload()]);
      await firstRefresh;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await db.query("commit");
      await loads;
    } finally {
      await db.end();
    }

    for (const tab of [page, second]) {
      await expect(tab.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
      await expect(tab.getByText(/Your profile is \d+% complete/)).toBeVisible();
      await expect(tab).toHaveURL(/\/profile$/);
    }
    // The session survived: once this access token expires too, a refresh still works (a race
    // read as a replay would have revoked every token of the session).
    await context.clearCookies({ name: "gp_access" });
    await second.goto("/resume-evaluation");
    await expect(
      second.getByRole("heading", { name: "Resume Evaluation", level: 1 }),
    ).toBeVisible();
    await expect(second).toHaveURL(/\/resume-evaluation$/);
  });

  test("a forgotten password is reset through the emailed link, which works once", async ({
    page,
  }) => {
    const email = newEmail();
    await register(page, email, "Ravi");
    await page.getByRole("button", { name: "Log out" }).click();

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByRole("form", { name: "Forgot password" }).getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "link to reset" }).first(),
    ).toBeVisible();

    const mail = await latestEmailTo(email);
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
    const path = new URL(link!).pathname + new URL(link!).search;
    const newPassword = "N3w!grad-plan";
    await page.goto(path);
    const form = page.getByRole("form", { name: "Reset password" });
    await form.getByLabel("New password", { exact: true }).fill(newPassword);
    await form.getByLabel("Confirm password", { exact: true }).fill(newPassword);
    await form.getByRole("button", { name: "Reset password" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, email, PASSWORD);
    await expect(page.getByText(AUTH_MESSAGES.invalidCredentials).first()).toBeVisible();
    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(path);
    await page
      .getByRole("form", { name: "Reset password" })
      .getByLabel("New password", { exact: true })
      .fill("An0ther!pw");
    await page
      .getByRole("form", { name: "Reset password" })
      .getByLabel("Confirm password", { exact: true })
      .fill("An0ther!pw");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText(AUTH_MESSAGES.resetLinkInvalid).first()).toBeVisible();
  });
});
