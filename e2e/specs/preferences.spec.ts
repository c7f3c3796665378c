/**
 * Shortlisting preferences (issue 18): a new student's search cards offer 'Set your preferences'
 * instead of a match figure; the link opens the editor on the shortlist screen; once saved, the
 * cards show the match the server computes from them.
 */
import { expect, test } from "@playwright/test";
import { newEmail, register } from "../support/accounts";
import { seriousViolations } from "../support/axe";

test("a student sets preferences from a search card and the cards then show the match", async ({
  page,
}) => {
  await register(page, newEmail());
  await page.goto("/university-search");
  const firstCard = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) })
    .first();
  const set = firstCard.getByRole("link", { name: "Set your preferences" });
  await expect(set).toBeVisible();
  await expect(firstCard.getByText("100%")).toHaveCount(0);
  await set.click();

  await expect(page).toHaveURL(/\/university-shortlisting$/);
  const editor = page.getByRole("dialog", { name: "Shortlisting preferences" });
  await expect(editor).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await editor.getByRole("checkbox", { name: "Cold" }).check();
  await expect(editor.getByRole("checkbox", { name: "No preference" })).not.toBeChecked();
  await editor.getByLabel("Search states").fill("Pennsylvania");
  await editor.getByLabel("Search states").press("Enter");
  await editor.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Your preferences are saved.")).toBeVisible();
  await expect(editor).toBeHidden();
  const summary = page.getByRole("region", { name: "Your preferences" });
  await expect(summary.getByText("Pennsylvania")).toBeVisible();
  await expect(summary.getByText("Cold")).toBeVisible();

  // Back on the search: figures now, which differ by how each program matches.
  await page.goto("/university-search");
  await expect(page.getByRole("link", { name: "Set your preferences" })).toHaveCount(0);
  const figures = page.getByText("Preference match").locator("xpath=following-sibling::dd[1]");
  await expect(figures.first()).toHaveText(/^\d+(\.\d)?%$/);
  const shown = await figures.allTextContents();
  expect(shown.length).toBeGreaterThan(1);
  expect(shown.every((f) => /^(0|25|50|75|100)%$/.test(f))).toBe(true);
  // A reload of the shortlist does not open the editor again.
  await page.goto("/university-shortlisting");
  await expect(summary).toBeVisible();
  await expect(editor).toBeHidden();
});
