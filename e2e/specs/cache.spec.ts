import { expect, type Locator, test } from "@playwright/test";
import { registerWithScores } from "../support/accounts";
import { graphqlAnswer } from "../support/graphql";
import { ProfilePage } from "../support/profile";

/** The admit chance the card shows, in percent. */
async function chanceOf(card: Locator): Promise<number> {
  const text = await card.getByText(/^Admit chances \d+%$/).textContent();
  return Number(/(\d+)%/.exec(text ?? "")?.[1]);
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
  await expect(first.getByText(/^Admit chances \d+%$/)).toBeVisible();
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
  await expect(again.getByText(/^Admit chances \d+%$/)).toBeVisible();
  expect(await chanceOf(again)).toBeGreaterThan(before);
});
