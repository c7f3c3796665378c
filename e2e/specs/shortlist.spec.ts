import { readFile } from "node:fs/promises";
import {
  API,
  MANY_DECISIONS,
  POPUP_TEXT,
  pathOf,
  SEARCH_PAGE_MESSAGES,
  type ShortlistedCourse,
  type ShortlistSortKey,
  type SortDirection,
  sortShortlist,
} from "@gradplan/schema";
import { expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import {
  logIn,
  newEmail,
  PASSWORD,
  register,
  registerWithScores,
  studentId,
} from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { withDatabase } from "../support/database";
import { ProfilePage } from "../support/profile";

const SORTS: [ShortlistSortKey, string][] = [
  ["category", "Category"],
  ["admitChances", "Admit chances"],
  ["regularDeadline", "Regular deadline"],
];
const ORDERS: [SortDirection, string][] = [
  ["asc", "Ascending"],
  ["desc", "Descending"],
];

/** The shortlist as the server answers it, flattened in its order. */
async function serverShortlist(page: Page, id: string): Promise<ShortlistedCourse[]> {
  const res = await page.request.get(pathOf(API.shortlist.fetchShortlist, { student_id: id }));
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as ShortlistedCourse[][] | { message: string };
  return Array.isArray(body) ? body.flat() : [];
}

const statusName = (c: { course_name: string; university_name: string }) =>
  `Status of ${c.course_name} at ${c.university_name}`;

/** The courses' order on the screen, read from each card's status control. */
async function shownOrder(page: Page): Promise<string[]> {
  const selects = page.getByRole("combobox", { name: /^Status of / });
  const names: string[] = [];
  for (const select of await selects.all()) names.push((await select.getAttribute("aria-label"))!);
  return names;
}

/** Opens a platform page from the menu, as a student does (no reload). */
async function openPlatformPage(page: Page, name: string): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Platform" });
  const menu = nav.getByRole("button", { name: "Platform menu" });
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole("link", { name }).click();
}

async function openShortlist(page: Page): Promise<void> {
  await openPlatformPage(page, "University Shortlist");
  await expect(page).toHaveURL(/\/university-shortlisting/);
}

function card(page: Page, course: { course_name: string; university_name: string }) {
  return page
    .getByRole("listitem")
    .filter({ has: page.getByRole("combobox", { name: statusName(course), exact: true }) });
}

/**
 * Fall deadlines that differ between international and domestic students. The real catalogue
 * publishes no deadline (docs/catalogue.md), so the test gives this program some, as an accepted
 * correction would (it writes the value into the course).
 */
const SPLIT = {
  universityId: 100654,
  courseId: 10065409,
  international: "2027-02-01",
  domestic: "2027-03-03",
};

async function giveSplitDeadlines(): Promise<void> {
  const entry = (regular: string) => ({
    rolling: false,
    early_deadline: null,
    regular_deadline: regular,
    priority_deadline: null,
  });
  const deadlines = {
    fall_semester: { international: entry(SPLIT.international), domestic: entry(SPLIT.domestic) },
  };
  await withDatabase((client) =>
    client.query("update course set deadlines = $1::jsonb where id = $2", [
      JSON.stringify(deadlines),
      SPLIT.courseId,
    ]),
  );
}

test.describe("the shortlist", () => {
  test("a student shortlists from search, sorts, changes a status, removes a course, downloads the calendar, and sees deadlines follow the category", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await giveSplitDeadlines();
    const id = await registerWithScores(page, {
      gpa: 3.6,
      toefl: { writing: 26, reading: 27, speaking: 24, listening: 26 },
      gre: { verbal: 156, quantitative: 164, analytical_writing: 4 },
    });

    // Three courses from the search cards; the first one twice (the warning).
    await page.goto("/university-search");
    const results = page.getByRole("region", { name: "Results" });
    await expect(results.getByRole("listitem")).toHaveCount(10);
    const plus = results.getByRole("button", { name: /to shortlist$/ });
    await plus.nth(0).click();
    await expect(page.getByText(SEARCH_PAGE_MESSAGES.added).first()).toBeVisible();
    await plus.nth(0).click();
    await expect(page.getByText(SEARCH_PAGE_MESSAGES.alreadyPresent).first()).toBeVisible();
    for (const n of [1, 2]) {
      await plus.nth(n).click();
      await expect(page.getByText(SEARCH_PAGE_MESSAGES.added)).toHaveCount(n + 1);
    }
    expect(await serverShortlist(page, id)).toHaveLength(3);
    // A fourth from a university's page, one whose deadlines differ by category.
    const details = await page.request.get(
      pathOf(API.search.courseDetails, { courseId: SPLIT.courseId }),
    );
    const { course_name: splitName, university_name: splitUniversity } = (await details.json()) as {
      course_name: string;
      university_name: string;
    };
    const query = new URLSearchParams({
      universityName: splitUniversity,
      universityId: String(SPLIT.universityId),
    });
    await page.goto(`/university-details?${query}`);
    await page.getByRole("button", { name: `Add ${splitName} to shortlist`, exact: true }).click();
    await expect(page.getByText(SEARCH_PAGE_MESSAGES.added).first()).toBeVisible();

    await page.goto("/university-search");
    await openShortlist(page);
    await expect(
      page.getByRole("heading", { name: "University Shortlist", level: 1 }),
    ).toBeVisible();
    const courses = await serverShortlist(page, id);
    expect(courses).toHaveLength(4);
    await expect(page.getByRole("combobox", { name: /^Status of / })).toHaveCount(4);
    // A program of the catalogue publishes no deadline: its card says so and invites the
    // student to set their own.
    const undated = courses.find((c) => !c.applicationDeadlines.regular_deadline)!;
    await expect(
      card(page, undated).getByText(
        "Deadlines not known: the program publishes none in open data. Check its admissions page and set your own deadline below.",
      ),
    ).toBeVisible();
    await expect(
      card(page, undated).getByLabel("Your own deadline", { exact: true }),
    ).toBeVisible();
    // Each chance says after its range what the range rests on: the program's reported
    // decisions, few of them, or none (a level borrowed from similar programs).
    for (const c of courses.filter((c) => c.admitRange && c.selectivityKnown)) {
      const n = c.selectivityDecisions;
      const note =
        n >= MANY_DECISIONS
          ? `from ${n.toLocaleString("en-US")} reported decisions`
          : n > 0
            ? `few decisions (${n}): a wide range`
            : "estimated from similar programs: a wide range";
      await expect(card(page, c).getByText(note, { exact: true })).toBeVisible();
    }

    // Every sort key, both ways: the cards follow the rule.
    for (const [key, label] of SORTS) {
      await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label });
      for (const [direction, order] of ORDERS) {
        await page.getByRole("combobox", { name: "Order" }).selectOption({ label: order });
        const expected = sortShortlist(courses, key, direction).map(statusName);
        await expect.poll(() => shownOrder(page)).toEqual(expected);
      }
    }
    // The sort is kept in the address: a reload keeps it.
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("regularDeadline");
    await expect
      .poll(() => shownOrder(page))
      .toEqual(sortShortlist(courses, "regularDeadline", "desc").map(statusName));

    // A status, changed in place.
    const first = courses[0]!;
    const status = page.getByRole("combobox", { name: statusName(first), exact: true });
    await status.selectOption("Applied");
    await expect(page.getByText("Status changed to Applied.")).toBeVisible();
    await expect(status).toHaveValue("Applied");
    expect(
      (await serverShortlist(page, id)).find((c) => c.course_id === first.course_id)?.status,
    ).toBe("Applied");

    // Removing asks first; Cancel keeps the course, Remove removes it.
    const removed = courses[1]!;
    const removeButton = page.getByRole("button", {
      name: `Remove ${removed.course_name} at ${removed.university_name} from shortlist`,
    });
    await removeButton.click();
    const confirm = page.getByRole("dialog", { name: "Remove from shortlist?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("combobox", { name: /^Status of / })).toHaveCount(4);
    await removeButton.click();
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(
      page.getByText(
        `Removed ${removed.course_name} at ${removed.university_name} from your shortlist.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole("combobox", { name: /^Status of / })).toHaveCount(3);

    // The calendar: a real .ics with an event for each dated deadline of the three left.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download calendar (.ics)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const text = await readFile((await download.path())!, "utf8");
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents("vevent")
      .map((vevent) => new ICAL.Event(vevent));
    const left = await serverShortlist(page, id);
    const dated = left.flatMap((c) =>
      [
        c.applicationDeadlines.early_deadline,
        c.applicationDeadlines.priority_deadline,
        c.applicationDeadlines.regular_deadline,
      ].filter(Boolean),
    );
    expect(events).toHaveLength(dated.length);
    expect(events.some((e) => e.summary.includes(splitName))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // International deadlines now; the category changed in the profile switches them. The
    // student moves through the menu (no reload), so the shortlist read before the edit is in
    // the client's cache: the save must make it stale.
    const splitCard = card(page, { course_name: splitName, university_name: splitUniversity });
    const profile = new ProfilePage(page);
    await profile.open();
    await openShortlist(page);
    await expect(splitCard.getByText("Feb 1, 2027")).toBeVisible();
    await openPlatformPage(page, "Profile");
    await expect(profile.completion()).toBeVisible();
    const personal = await profile.edit("Edit personal information", "Update Personal Information");
    await personal.getByLabel("Category").selectOption("Domestic Student");
    await profile.fillPersonalBasics(personal);
    await profile.update(personal);
    // Through the menu, without a reload: the profile save made the cached shortlist stale.
    await openShortlist(page);
    await expect(splitCard.getByText("Mar 3, 2027")).toBeVisible();
    await expect(splitCard.getByText("Feb 1, 2027")).toHaveCount(0);
    const domestic = (await serverShortlist(page, id)).find((c) => c.course_id === SPLIT.courseId)!;
    expect(domestic.applicationDeadlines.regular_deadline).toBe(SPLIT.domestic);
  });

  test("a student with a passed deadline gets the status popup 1 s after login; 'Never Show Again' keeps it away", async ({
    page,
  }) => {
    // The sample's deadlines all lie ahead: this test's course gets one that has passed.
    const PASSED_COURSE = 20213409;
    await withDatabase((client) =>
      client.query(
        `update course set deadlines = '{"fall_semester":{"international":{"rolling":false,"early_deadline":null,"regular_deadline":"2026-01-15","priority_deadline":null},"domestic":{"rolling":false,"early_deadline":null,"regular_deadline":"2026-01-15","priority_deadline":null}}}'::jsonb where id = $1`,
        [PASSED_COURSE],
      ),
    );
    const email = newEmail();
    await register(page, email);
    const id = await studentId(page);
    const added = await page.request.post(pathOf(API.shortlist.checkAndAddCourse), {
      data: { studentId: id, course: { course_id: PASSED_COURSE } },
    });
    expect(added.ok()).toBe(true);

    // Signed out by dropping the session's cookies: a navbar click could meet the status popup,
    // which opens over the page 1 s after it loads, and on a slow machine it does.
    const logOutAndIn = async () => {
      await page.context().clearCookies();
      await page.goto("/login");
      await logIn(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/dashboard$/);
    };
    await logOutAndIn();
    const popup = page.getByRole("dialog", { name: POPUP_TEXT.title });
    await expect(popup).toBeVisible({ timeout: 5_000 });
    await expect(popup.getByRole("button", { name: POPUP_TEXT.update })).toBeVisible();
    await popup.getByRole("button", { name: POPUP_TEXT.never }).click();
    await expect(popup).toBeHidden();

    await logOutAndIn();
    // Well past the 1 s delay: nothing comes.
    await page.waitForTimeout(2_500);
    await expect(popup).toHaveCount(0);
  });
});
