import { API, pathOf, SEARCH_MESSAGES } from "@gradplan/schema";
import { expect, test } from "@playwright/test";
import { openCourse } from "../support/course";
import { Navbar } from "../support/navbar";

test.describe("navbar university search", () => {
  test("finds Stanford from 'stan' and opens its details page", async ({ page }) => {
    await page.goto("/");
    const navbar = new Navbar(page);
    await navbar.typeSearch("stan");
    await expect(navbar.option("Stanford University")).toBeVisible();
    await navbar.option("Stanford University").click();

    await expect(page).toHaveURL(
      /\/university-details\?universityName=Stanford\+University&universityId=243744$/,
    );
    await expect(
      page.getByRole("heading", { level: 1, name: "Stanford University" }),
    ).toBeVisible();
    await expect(page.getByText("Stanford, CA")).toBeVisible();
    // IPEDS's control, not a guess; the undergraduate rate is not a program's and is not shown.
    await expect(page.getByText("Private nonprofit", { exact: true })).toBeVisible();
    await expect(page.getByText("Acceptance rate", { exact: true })).toHaveCount(0);
  });

  test("Harvard's details list the Master's IPEDS knows: Computer Science, no Chemical Engineering", async ({
    page,
  }) => {
    await page.goto("/");
    const navbar = new Navbar(page);
    await navbar.typeSearch("Harvard");
    await navbar.option("Harvard University").click();
    await expect(page.getByRole("heading", { level: 1, name: "Harvard University" })).toBeVisible();
    const cs = await openCourse(page, "Computer Science");
    await expect(page.getByRole("article", { name: "Chemical Engineering" })).toHaveCount(0);
    // Its size and fee with their sources; what open data does not publish, in one line.
    await expect(cs.getByText(/^Master's degrees awarded in 2023-24$/)).toBeVisible();
    await expect(cs.getByRole("link", { name: /^IPEDS 2023-24/ })).toHaveAttribute(
      "href",
      /nces\.ed\.gov/,
    );
    await expect(cs.getByText("Not known:")).toBeVisible();
    await expect(cs.getByText(/Sample data/)).toHaveCount(0);
    await expect(
      page.getByText(/^Deadlines, test minimums and acceptance rates are not published/),
    ).toBeVisible();
  });

  test("is operable with the keyboard alone", async ({ page }) => {
    await page.goto("/about");
    const navbar = new Navbar(page);
    // An alias (IPEDS lists "Georgia Tech"), answered by the university's own name.
    await navbar.typeSearch("Georgia Tech");
    const options = await navbar.expectOptions();
    expect(options[0]).toBe("Georgia Institute of Technology");
    await navbar.search.press("ArrowDown");
    await expect(navbar.search).toHaveAttribute("aria-activedescendant", /.+/);
    await navbar.search.press("Enter");
    await expect(page).toHaveURL(
      /universityName=Georgia\+Institute\+of\+Technology&universityId=139755$/,
    );
    await expect(
      page.getByRole("heading", { level: 1, name: "Georgia Institute of Technology" }),
    ).toBeVisible();
  });

  test("says so when nothing matches, and a click outside clears it", async ({ page }) => {
    await page.goto("/");
    const navbar = new Navbar(page);
    await navbar.typeSearch("zzqxj");
    await expect(navbar.status).toHaveText(SEARCH_MESSAGES.noUniversities);
    await page.getByRole("heading", { level: 1 }).click();
    await expect(navbar.status).toBeHidden();
    await expect(navbar.suggestions).toBeHidden();
  });

  test("a details link with a bad id shows a clear not-found page", async ({ page }) => {
    await page.goto("/university-details?universityName=Nowhere&universityId=abc");
    await expect(page.getByText(/could not find this university/)).toBeVisible();
  });
});

test.describe("the suggestion API, as a client sees it", () => {
  test("answers an over-long or odd query cleanly", async ({ request }) => {
    const long = await request.get(
      pathOf(API.catalogue.searchUniversities, {}, { searchQuery: "x".repeat(101) }),
    );
    expect(long.status()).toBe(400);
    expect(await long.json()).toEqual({ success: false, message: SEARCH_MESSAGES.tooLong });
    const odd = await request.get(
      pathOf(API.catalogue.searchUniversities, {}, { searchQuery: "%_\\'\"<script>" }),
    );
    expect(odd.status()).toBe(200);
    expect(await odd.json()).toEqual([]);
  });
});
