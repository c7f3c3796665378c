import { expect, test } from "@playwright/test";
import { newEmail, register } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { cspViolations, watchCsp } from "../support/csp";
import { Navbar } from "../support/navbar";

/** Every page the client builds so far, each in the state a visitor sees it. */
const PAGES = [
  "/",
  "/about",
  "/contact",
  "/terms-and-conditions",
  "/privacy-policy",
  "/callback-error?error=GRANTCANCEL",
  "/callback-success?success=EMAILGRANTSUCCESS",
  "/university-details?universityName=Stanford+University&universityId=243744",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password?token=abc",
  "/university-search",
  "/community-results",
  "/how-accurate-are-chances",
];

for (const path of PAGES) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await watchCsp(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Let lazy content (the details page's data) arrive before scanning.
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
    // The security policy blocks nothing the page itself needs (scripts, styles, images).
    expect(await cspViolations(page)).toEqual([]);
  });
}

test("no serious or critical violations with the search dropdown open", async ({ page }) => {
  await page.goto("/");
  const navbar = new Navbar(page);
  await navbar.typeSearch("univ");
  await navbar.expectOptions();
  expect(await seriousViolations(page)).toEqual([]);
});

test("no serious or critical violations in the small-screen menu", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test("no serious or critical violations on a student's own pages and the profile modals", async ({
  page,
}) => {
  await watchCsp(page);
  await register(page, newEmail());
  expect(await seriousViolations(page)).toEqual([]);
  for (const path of ["/profile", "/university-search", "/resume-evaluation"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), path).toEqual([]);
    expect(await cspViolations(page), path).toEqual([]);
  }
  await page.goto("/profile");
  // Test scores sent empty show their errors; an unanswered extra-curricular toggle saves as
  // No (issue 32), so that dialog is read open and then closes on Update.
  for (const [button, title, savesEmpty] of [
    ["Edit test scores", "Update Test Scores", false],
    ["Edit extra-curricular activities", "Update Extra Curricular Activities", true],
  ] as const) {
    await page.getByRole("button", { name: button }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page), `${title}, open`).toEqual([]);
    await dialog.getByRole("button", { name: "Update" }).click();
    if (savesEmpty) {
      await expect(dialog).toBeHidden();
      continue;
    }
    expect(await seriousViolations(page), `${title}, with its errors`).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
  }
});
