import { COMPARE_MESSAGES, SEARCH_PAGE_MESSAGES, SELECTIVITY_UNKNOWN_TEXT } from "@gradplan/schema";
import { expect, type Page, test } from "@playwright/test";
import { registerWithScores } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { submitCourseToCompare } from "../support/compare";
import { openCourse } from "../support/course";
import { graphqlAnswer } from "../support/graphql";

/** The card's "{city}, {state}, USA" line, for every card on the page. */
async function cardStates(page: Page): Promise<string[]> {
  const lines = await page
    .getByRole("region", { name: "Results" })
    .getByText(/, USA$/)
    .allTextContents();
  return lines.map((line) => line.split(", ").at(-2) ?? "");
}

test.describe("university search", () => {
  test("logged out: a state and a GRE band, paged forward, show only matching cards and no chances", async ({
    page,
  }) => {
    await page.goto("/university-search");
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    // A program's own figures: its acceptance rate is not known (never the undergraduate one).
    const first = page.getByRole("region", { name: "Results" }).getByRole("listitem").first();
    await expect(
      first.getByText("Acceptance rate").locator("xpath=following-sibling::dd"),
    ).toHaveText("Not known");
    await expect(first.getByRole("img", { name: /: Not known$/ }).first()).toBeVisible();
    const box = page.getByRole("region", { name: "Filter Search" });
    await box.getByRole("checkbox", { name: "California", exact: true }).check();
    await box.getByRole("group", { name: "GRE" }).getByRole("radio", { name: "300-320" }).check();
    type Answer = {
      filterUniversities: { totalCount: number; unknownCounts: { greRange: number | null } };
    };
    const known = graphqlAnswer<Answer>(page, "FilterUniversities");
    await box.getByRole("button", { name: "Save Filter" }).click();
    // Few programs publish a GRE average: the ones that do not are counted, not dropped.
    const unknown = (await known).filterUniversities.unknownCounts.greRange ?? 0;
    expect(unknown).toBeGreaterThan(10);
    const include = page.getByRole("button", {
      name: `Include them: ${unknown.toLocaleString("en-US")} programs have no known GRE average`,
    });
    const answered = graphqlAnswer<Answer>(page, "FilterUniversities");
    await include.click();
    const answer = (await answered).filterUniversities;
    expect(answer.totalCount).toBeGreaterThan(10);
    const pages = Math.ceil(answer.totalCount / 10);
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    const results = page.getByRole("region", { name: "Results" });
    await expect(results.getByRole("listitem")).toHaveCount(10);
    expect(new Set(await cardStates(page))).toEqual(new Set(["CA"]));

    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("button", { name: "Next" })
      .click();
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(results.getByRole("listitem").first()).toBeVisible();
    expect(new Set(await cardStates(page))).toEqual(new Set(["CA"]));
    for (const gre of await results.getByRole("meter", { name: "GRE average" }).all()) {
      const value = Number(await gre.getAttribute("aria-valuenow"));
      expect(value).toBeGreaterThanOrEqual(300);
      expect(value).toBeLessThanOrEqual(320);
    }
    await expect(results.getByText(/Admit chances/)).toHaveCount(0);
    await expect(results.getByText(SEARCH_PAGE_MESSAGES.notMet)).toHaveCount(0);
    await expect(results.getByText("Preference match")).toHaveCount(0);
    await expect(results.getByRole("button", { name: /to shortlist$/ })).toHaveCount(0);
  });

  test("logged in with a filled profile: cards show categories and chances; compare refuses a fourth", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await registerWithScores(page, {
      gpa: 3.7,
      toefl: { writing: 27, reading: 28, speaking: 25, listening: 27 },
      gre: { verbal: 160, quantitative: 167, analytical_writing: 4.5 },
    });

    await page.goto("/university-search");
    await expect(page.getByRole("navigation", { name: "Platform" })).toBeVisible();
    const results = page.getByRole("region", { name: "Results" });
    await expect(results.getByRole("listitem")).toHaveCount(10);
    const chances = await results
      .getByText(/Admit chances \d+(\u2011\d+)?%|Minimum requirements not met/)
      .count();
    expect(chances).toBe(10);
    const categories = results.getByText(/^(Very Safe|Safe|Moderate|Ambitious|Very Ambitious)$/);
    expect(await categories.count()).toBeGreaterThan(0);
    // Every assessed chance comes with its likely range, or is its range where the program's
    // selectivity is not known, said so, and never Safe.
    const ranged = await results.getByText(/^likely \d+-\d+%$/).count();
    const unknown = results
      .getByRole("listitem")
      .filter({ hasText: "Selectivity not known: a range from your profile" });
    expect(ranged + (await unknown.count())).toBe(await categories.count());
    await expect(unknown.getByText(/^(Very Safe|Safe)$/)).toHaveCount(0);
    // Beside each range, what it rests on: the program's reported decisions, few, or none.
    const basis = results.getByText(
      /^(from [\d,]+ reported decisions|few decisions \(\d+\): a wide range|estimated from similar programs: a wide range)$/,
    );
    expect(await basis.count()).toBe(ranged);
    await expect(results.getByText("Preference match").first()).toBeVisible();

    const add = results.getByRole("button", { name: /to shortlist$/ }).first();
    await add.click();
    await expect(page.getByText(SEARCH_PAGE_MESSAGES.added).first()).toBeVisible();
    await add.click();
    await expect(page.getByText(SEARCH_PAGE_MESSAGES.alreadyPresent).first()).toBeVisible();

    await page.getByRole("button", { name: "Compare Universities" }).click();
    const dialog = page.getByRole("dialog", { name: "Compare Universities" });
    for (const university of ["Stanford", "Purdue", "Georgia Institute", "Carnegie Mellon"]) {
      await submitCourseToCompare(dialog, university);
      if (university === "Carnegie Mellon") break;
      await expect(dialog.getByRole("button", { name: /^Remove / })).toHaveCount(
        ["Stanford", "Purdue", "Georgia Institute"].indexOf(university) + 1,
      );
    }
    await expect(dialog.getByRole("alert")).toHaveText(COMPARE_MESSAGES.limit);
    const table = dialog.getByRole("table", { name: "Course comparison" });
    for (const row of [
      "Location",
      "Weather",
      "Tuition Fees",
      "Master's awarded 2023-24 (IPEDS)",
      "Course Duration",
      "Course Rank",
      "Network Building",
    ]) {
      await expect(table.getByRole("rowheader", { name: row })).toBeVisible();
    }
    await expect(table.getByRole("columnheader", { name: "Your profile" })).toBeVisible();
    // No sourced rank anywhere: every column says so; the sources are linked.
    await expect(
      table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Course Rank" }) }),
    ).toContainText("Not known");
    await expect(table.getByRole("link", { name: /^IPEDS 2023-24/ }).first()).toBeVisible();
  });

  test("the details page shows a chance with its range, its reasons and what would move it", async ({
    page,
  }) => {
    await registerWithScores(page, {
      gpa: 3.5,
      toefl: { writing: 26, reading: 27, speaking: 24, listening: 26 },
      gre: { verbal: 155, quantitative: 163, analytical_writing: 4 },
    });
    await page.goto("/university-details?universityName=Purdue+University&universityId=243780");
    const cs = await openCourse(page, "Computer Science");
    await expect(cs.getByText(/^\d+%, likely between \d+% and \d+%$/)).toBeVisible();
    await expect(
      cs.getByRole("heading", { name: /^What (raised|lowered) your chances$/ }).first(),
    ).toBeVisible();
    // Under each chance, plainly, what its range rests on: the program's reported decisions
    // (Purdue's CS has over a hundred in the decisions the model learned from), few, or none.
    await expect(
      cs.getByText(/^Based on [\d,]+ reported decisions for this program\.$/),
    ).toBeVisible();
    const aero = await openCourse(page, "Aerospace Engineering");
    await expect(
      aero.getByText(/^Few decisions \(\d+\) reported for this program: a wide range\.$/),
    ).toBeVisible();
    const environmental = await openCourse(page, "Environmental Engineering");
    await expect(
      environmental.getByText(
        "No decisions reported for this program: estimated from similar programs, a wide range.",
      ),
    ).toBeVisible();
    // Every program of the catalogue has a learned selectivity: none is said to be unknown.
    await expect(page.getByText(SELECTIVITY_UNKNOWN_TEXT)).toHaveCount(0);
    const whatIf = cs.getByRole("heading", { name: "What would change your chances" });
    await expect(whatIf).toBeVisible();
    await expect(cs.getByText(/^A GPA of 3\.7 \(\+0\.2\)/)).toBeVisible();
    await expect(cs.getByText(/^A GRE of 328 \(\+10\)/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
