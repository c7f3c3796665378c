import { expect, type Locator, test } from "@playwright/test";
import { registerWithScores } from "../support/accounts";
import { graphqlAnswer } from "../support/graphql";
import { ProfilePage } from "../support/profile";

/**
 * The admit chance the card shows, in percent: the point, or where the program's selectivity is
 * not known the middle of the range it shows instead.
 */
const CHANCE = /^Admit chances \d+(\u2011\d+)?%$/;
async function chanceOf(card: Locator): Promise<number> {
  const text = (await card.getByText(CHANCE).textContent()) ?? "";
  const [low, high = low] = (text.match(/\d+/g) ?? []).map(Number);
  return ((low ?? 0) + (high ?? 0)) / 2;
}

test("a saved profile change reaches the search cards' chances without a reload", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerWithScores(page, {
    gpa: 3.1,
    toefl: { writing: 27, reading: 28, speaking: 25, listening: 27 },
    gre: { verbal: 155, quantitative: 160, analytical_writing: 4 },
  });
  await page.goto("/university-search");
  const results = page.getByRole("region", { name: "Results" });
  const first = results.getByRole("listitem").first();
  await expect(first.getByText(CHANCE)).toBeVisible();
  const course = (await first.getByRole("heading").first().textContent()) ?? "";
  const before = await chanceOf(first);

  // Within the app (no reload): the cache that served the search is the one the save changes.
  const platform = page.getByRole("navigation", { name: "Platform" });
  await platform.getByRole("link", { name: "Profile" }).click();
  const profile = new ProfilePage(page);
  await expect(profile.completion()).toBeVisible();
  const tests = await profile.edit("Edit test scores", "Update Test Scores");
  await tests.getByLabel("GPA", { exact: true }).fill("3.9");
  await profile.update(tests);

  const searched = graphqlAnswer(page, "FilterUniversities");
  await platform.getByRole("link", { name: "University Search" }).click();
  await searched;
  const again = results.getByRole("listitem").filter({ hasText: course }).first();
  await expect(again.getByText(CHANCE)).toBeVisible();
  expect(await chanceOf(again)).toBeGreaterThan(before);
});
