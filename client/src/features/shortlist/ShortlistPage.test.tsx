import { SHORTLIST_MESSAGES, STATUS_MEANING } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { formatDay } from "../../shared/ui/dates";
import { deferred } from "../../test/deferred";
import { fakeGraphql, graphqlError } from "../../test/graphql";
import { logIn } from "../../test/session";
import {
  aCourse,
  daysFromToday,
  deadlines,
  fakeShortlistApi,
  loadShortlistPage,
  NO_FEED,
  nested,
  openShortlistPage,
} from "./shortlistFixtures";
import type { ShortlistCourse } from "./shortlistView";

beforeAll(loadShortlistPage, 30_000);

const toasts = () => screen.getByRole("status", { name: "Notifications" });
const panel = () => screen.getByRole("tabpanel");
const cardNames = () =>
  within(panel())
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

/** Four universities whose every sort order differs (see the table in each test). */
const SORTABLE: ShortlistCourse[] = [
  aCourse({
    course_id: 1,
    university_id: 1,
    university_name: "A University",
    category: "safe",
    admitChances: 70,
    applicationDeadlines: deadlines({ regular_deadline: daysFromToday(40) }),
  }),
  aCourse({
    course_id: 2,
    university_id: 2,
    university_name: "B University",
    category: "ambitious",
    admitChances: 30,
    applicationDeadlines: deadlines({ regular_deadline: daysFromToday(5) }),
  }),
  aCourse({
    course_id: 3,
    university_id: 3,
    university_name: "C University",
    category: "very safe",
    admitChances: 90,
    applicationDeadlines: deadlines({ rolling: true }),
  }),
  aCourse({
    course_id: 4,
    university_id: 4,
    university_name: "D University",
    category: "NA",
    admitChances: 0,
    admitRange: null,
    applicationDeadlines: deadlines({ regular_deadline: daysFromToday(100) }),
  }),
];

// Role queries over whole pages are slow in jsdom; under a full parallel run 5 s is too tight.
describe("Shortlist page", () => {
  it("lists every course: chances, status, deadlines and provenance, and links from the platform menu", async () => {
    logIn();
    fakeShortlistApi(() => [
      aCourse({
        applicationDeadlines: deadlines({
          early_deadline: daysFromToday(-3),
          priority_deadline: daysFromToday(10),
          regular_deadline: daysFromToday(45),
        }),
      }),
      aCourse({
        course_id: 102,
        course_name: "MS in Electrical Engineering",
        degree_code: "EE",
        category: "NA",
        admitChances: 0,
        admitRange: null,
        verified_at: null,
        source_url: null,
        applicationDeadlines: deadlines({ rolling: true }),
      }),
      aCourse({
        course_id: 201,
        university_id: 7,
        university_name: "MIT",
        category: null,
        admitChances: null,
        admitRange: null,
        applicationDeadlines: deadlines(),
      }),
    ]);
    await openShortlistPage();
    await waitFor(() => expect(within(panel()).getAllByRole("listitem")).toHaveLength(3));
    expect(document.title).toBe("University Shortlist | GradPlan");

    const [first, second, third] = within(panel()).getAllByRole("listitem");
    if (!first || !second || !third) throw new Error("three cards expected");
    // Sorted by category, safest first; no category yet and NA last, in the server's order.
    const cs = within(first);
    expect(cs.getByRole("heading", { level: 3, name: "Stanford University" })).not.toBeNull();
    expect(cs.getByText("MS in Computer Science")).not.toBeNull();
    expect(cs.getByText("· CS")).not.toBeNull();
    expect(cs.getByText("Moderate")).not.toBeNull();
    expect(cs.getByText("Admit chances 62%")).not.toBeNull();
    expect(cs.getByText("likely 48-74%")).not.toBeNull();
    // What the range rests on: the program's reported decisions.
    expect(cs.getByText("from 412 reported decisions")).not.toBeNull();
    const status = cs.getByRole("combobox", {
      name: "Status of MS in Computer Science at Stanford University",
    }) as HTMLSelectElement;
    expect(status.value).toBe("Shortlisted");
    // Only the statuses the course may move to now (not Admitted), each with its meaning.
    expect(Array.from(status.options).map((option) => option.textContent)).toEqual([
      `Shortlisted — ${STATUS_MEANING.Shortlisted}`,
      `Applied — ${STATUS_MEANING.Applied}`,
      `Wait Listed — ${STATUS_MEANING["Wait Listed"]}`,
      `Accepted — ${STATUS_MEANING.Accepted}`,
      `Rejected — ${STATUS_MEANING.Rejected}`,
    ]);
    expect(cs.getByText("Since Jan 5, 2026")).not.toBeNull();
    // Deadlines in date order, the passed and the near one said in words.
    const shownDeadlines = cs.getAllByRole("definition").map((dd) => dd.textContent);
    expect(shownDeadlines).toEqual([
      `${formatDay(daysFromToday(-3))}Passed`,
      `${formatDay(daysFromToday(10))}Due in 10 days`,
      formatDay(daysFromToday(45)),
    ]);
    expect(cs.getByText(/^Last verified Jan 2, 2026/)).not.toBeNull();
    expect(
      cs
        .getByRole("link", {
          name: "Source for MS in Computer Science at Stanford University",
        })
        .getAttribute("href"),
    ).toBe("https://example.edu/ms-cs");
    expect(
      cs.getByRole("button", {
        name: "Remove MS in Computer Science at Stanford University from shortlist",
      }),
    ).not.toBeNull();

    const mit = within(third);
    expect(mit.getByRole("heading", { level: 3, name: "MIT" })).not.toBeNull();
    expect(mit.getByText("Chances not calculated yet.")).not.toBeNull();
    // No deadline in open data: said so, with the invitation to set one's own.
    expect(
      mit.getByText(
        "Deadlines not known: the program publishes none in open data. Check its admissions page and set your own deadline below.",
      ),
    ).not.toBeNull();

    const ee = within(second);
    expect(ee.getByText("Minimum requirements not met")).not.toBeNull();
    expect(ee.queryByText(/Admit chances/)).toBeNull();
    expect(ee.getByText("Rolling admission")).not.toBeNull();
    // Unchecked figures claim nothing, and the old sample-data sentence is gone.
    expect(ee.queryByText(/Sample data/)).toBeNull();
    expect(ee.queryByText(/Last verified/)).toBeNull();

    // The platform menu lists the page, current.
    const nav = screen.getByRole("navigation", { name: "Platform" });
    await userEvent.setup().click(within(nav).getByRole("button", { name: "Platform menu" }));
    const link = within(nav).getByRole("link", { name: "University Shortlist" });
    expect(link.getAttribute("href")).toBe("/university-shortlisting");
    expect(link.getAttribute("aria-current")).toBe("page");
  });

  it("shows a chance of unknown selectivity as its range, with the reason", async () => {
    logIn();
    fakeShortlistApi(() => [
      aCourse({
        category: "moderate",
        admitChances: 42,
        admitRange: { low: 8, high: 85 },
        selectivityKnown: false,
      }),
    ]);
    await openShortlistPage();
    await waitFor(() => expect(cardNames()).toHaveLength(1));
    const card = screen
      .getByRole("heading", { level: 3, name: "Stanford University" })
      .closest("li") as HTMLElement;
    expect(card.textContent).toContain("8\u201185%");
    expect(card.textContent).toContain("Selectivity not known: a range from your profile");
    expect(card.textContent).not.toContain("42%");
  });

  it("says so on a program the catalogue no longer lists", async () => {
    logIn();
    fakeShortlistApi(() => [
      aCourse(),
      aCourse({
        course_id: 202,
        university_id: 7,
        university_name: "Old College",
        course_name: "Chemical Engineering",
        category: null,
        admitChances: null,
        admitRange: null,
        applicationDeadlines: deadlines(),
        source_url: null,
        verified_at: null,
        retired: true,
      }),
    ]);
    await openShortlistPage();
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    const cardOf = (name: string) =>
      screen.getByRole("heading", { level: 3, name }).closest("li") as HTMLElement;
    expect(within(cardOf("Old College")).getByRole("note").textContent).toBe(
      "No longer in the catalogue: IPEDS lists no such Master's at this university now",
    );
    expect(within(cardOf("Stanford University")).queryByRole("note")).toBeNull();
  });

  it.each([
    ["Category", "asc", ["C University", "A University", "B University", "D University"]],
    ["Category", "desc", ["B University", "A University", "C University", "D University"]],
    ["Admit chances", "asc", ["B University", "A University", "C University", "D University"]],
    ["Admit chances", "desc", ["C University", "A University", "B University", "D University"]],
    ["Regular deadline", "asc", ["B University", "A University", "D University", "C University"]],
    ["Regular deadline", "desc", ["D University", "A University", "B University", "C University"]],
  ])("sorts by %s, %s, and keeps it in the URL", async (label, order, expected) => {
    logIn();
    fakeShortlistApi(() => SORTABLE);
    const user = userEvent.setup();
    const { router } = await openShortlistPage();
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    // The default: by category, ascending (the spec's order, very safe first).
    expect(cardNames()).toEqual(["C University", "A University", "B University", "D University"]);

    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), label);
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Order" }),
      order === "asc" ? "Ascending" : "Descending",
    );
    expect(cardNames()).toEqual(expected);
    const params = new URLSearchParams(router.state.location.search);
    const key =
      { Category: "category", "Admit chances": "admitChances" }[label] ?? "regularDeadline";
    expect(params.get("sort")).toBe(key === "category" ? null : key);
    expect(params.get("order")).toBe(order === "asc" ? null : "desc");
  });

  it("opens with the sort and tab the URL names (a reload keeps them)", async () => {
    logIn();
    fakeShortlistApi(() => SORTABLE);
    await openShortlistPage("?sort=regularDeadline&order=desc&tab=all");
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    expect(cardNames()).toEqual(["D University", "A University", "B University", "C University"]);
    expect((screen.getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement).value).toBe(
      "regularDeadline",
    );
    expect((screen.getByRole("combobox", { name: "Order" }) as HTMLSelectElement).value).toBe(
      "desc",
    );
  });

  it("filters by deadline tab, with counts, from the keyboard too", async () => {
    logIn();
    const passed = aCourse({
      course_id: 5,
      university_id: 5,
      university_name: "E University",
      applicationDeadlines: deadlines({ regular_deadline: daysFromToday(-10) }),
    });
    fakeShortlistApi(() => [...SORTABLE, passed]);
    const user = userEvent.setup();
    const { router } = await openShortlistPage("?tab=passed");
    const tablist = await screen.findByRole("tablist", { name: "Application deadlines" });
    expect(
      within(tablist)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["All 5", "Next 30 days 1", "Passed 1", "Rolling 1"]);
    const passedTab = screen.getByRole("tab", { name: "Passed 1" });
    expect(passedTab.getAttribute("aria-selected")).toBe("true");
    expect(panel().getAttribute("aria-labelledby")).toBe(passedTab.id);
    expect(cardNames()).toEqual(["E University"]);
    expect(within(panel()).getByText("Passed")).not.toBeNull();

    // Only the selected tab is in the Tab order; arrows move and select, wrapping around.
    expect(passedTab.tabIndex).toBe(0);
    expect(screen.getByRole("tab", { name: "All 5" }).tabIndex).toBe(-1);
    passedTab.focus();
    await user.keyboard("{ArrowRight}");
    const rolling = screen.getByRole("tab", { name: "Rolling 1" });
    expect(document.activeElement).toBe(rolling);
    expect(rolling.getAttribute("aria-selected")).toBe("true");
    expect(cardNames()).toEqual(["C University"]);
    expect(new URLSearchParams(router.state.location.search).get("tab")).toBe("rolling");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "All 5" }));
    expect(cardNames()).toHaveLength(5);
    expect(router.state.location.search).toBe("");
    await user.keyboard("{End}{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Passed 1" }));
    await user.keyboard("{Home}{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Next 30 days 1" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(cardNames()).toEqual(["B University"]);
    expect(within(panel()).getByText("Due in 5 days")).not.toBeNull();
  });

  it("says so when a tab has no course", async () => {
    logIn();
    fakeShortlistApi(() => [SORTABLE[0] as ShortlistCourse]);
    const user = userEvent.setup();
    await openShortlistPage();
    await user.click(await screen.findByRole("tab", { name: "Rolling 0" }));
    expect(
      within(panel()).getByText("No course on your shortlist admits on a rolling basis."),
    ).not.toBeNull();
    expect(within(panel()).queryByRole("listitem")).toBeNull();
  });

  it("changes a status in place, and toasts the outcome", async () => {
    logIn();
    let stored = aCourse();
    const graphql = fakeShortlistApi(() => [stored], {
      updateCourseStatus: (args) => {
        const input = args.input as { status: string };
        stored = aCourse({ status: input.status, status_updated_at: "2026-02-01T09:00:00.000Z" });
        return stored;
      },
      statusHistory: () => [],
    });
    const user = userEvent.setup();
    await openShortlistPage();
    const status = (await screen.findByRole("combobox", {
      name: "Status of MS in Computer Science at Stanford University",
    })) as HTMLSelectElement;
    await user.selectOptions(status, "Applied");
    await waitFor(() => expect(toasts().textContent).toContain("Status changed to Applied."));
    expect(graphql.callsOf("updateCourseStatus")).toEqual([
      {
        input: {
          universityName: "Stanford University",
          courseName: "MS in Computer Science",
          degreeCode: "CS",
          status: "Applied",
        },
      },
    ]);
    expect(status.value).toBe("Applied");
    expect(screen.getByText("Since Feb 1, 2026")).not.toBeNull();
    // Applied may not jump to Admitted either; the server's list is what the menu offers.
    expect(Array.from(status.options).map((option) => option.value)).toEqual(
      stored.allowedStatuses,
    );
  });

  it("after a decision is saved, offers to share it on /submit-results; 'Not now' dismisses it", async () => {
    logIn({ applying_semester: "Spring" });
    let stored = aCourse();
    fakeShortlistApi(() => [stored], {
      updateCourseStatus: (args) => {
        stored = aCourse({ status: (args.input as { status: string }).status });
        return stored;
      },
    });
    const user = userEvent.setup();
    const { router } = await openShortlistPage();
    const status = await screen.findByRole("combobox", {
      name: "Status of MS in Computer Science at Stanford University",
    });
    const offerName = "Share your MS in Computer Science at Stanford University result";
    await user.selectOptions(status, "Applied");
    await waitFor(() => expect(toasts().textContent).toContain("Status changed to Applied."));
    expect(screen.queryByRole("note", { name: offerName })).toBeNull();

    await user.selectOptions(status, "Accepted");
    const offer = await screen.findByRole("note", { name: offerName });
    expect(offer.textContent).toContain("Share this result with other students?");
    await user.click(within(offer).getByRole("button", { name: /^Not now/ }));
    expect(screen.queryByRole("note", { name: offerName })).toBeNull();

    await user.selectOptions(status, "Admitted");
    const again = await screen.findByRole("note", { name: offerName });
    const link = within(again).getByRole("link", { name: "Share your result" });
    const params = new URL(link.getAttribute("href") ?? "", "http://x");
    expect(params.pathname).toBe("/submit-results");
    expect(Object.fromEntries(params.searchParams)).toEqual({
      universityId: "42",
      universityName: "Stanford University",
      courseName: "MS in Computer Science",
      decision: "Accepted",
      semester: "Spring",
    });
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/submit-results"));
  });

  it("shows a course's status history behind a disclosure, read when opened", async () => {
    logIn();
    const graphql = fakeShortlistApi(() => [aCourse({ status: "Applied" })], {
      statusHistory: () => [
        { from: null, to: "Shortlisted", changedAt: "2026-01-05T10:00:00.000Z" },
        { from: "Shortlisted", to: "Applied", changedAt: "2026-02-01T09:00:00.000Z" },
      ],
    });
    const user = userEvent.setup();
    await openShortlistPage();
    const toggle = await screen.findByRole("button", {
      name: "Status history of MS in Computer Science at Stanford University",
    });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(graphql.callsOf("statusHistory")).toEqual([]);
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const region = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (!region) throw new Error("the disclosure controls a region");
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(["Added as Shortlisted, Jan 5, 2026", "Applied (was Shortlisted), Feb 1, 2026"]),
    );
    expect(graphql.callsOf("statusHistory")).toEqual([{ courseId: 101 }]);
  });

  it("keeps the stored status when a change fails, with the server's message or the spec's", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    logIn();
    let failure = graphqlError(SHORTLIST_MESSAGES.admittedNeedsOffer, "CONFLICT");
    fakeShortlistApi(() => [aCourse()], {
      updateCourseStatus: () => {
        throw failure;
      },
    });
    const user = userEvent.setup();
    await openShortlistPage();
    const status = (await screen.findByRole("combobox", {
      name: "Status of MS in Computer Science at Stanford University",
    })) as HTMLSelectElement;
    await user.selectOptions(status, "Accepted");
    await waitFor(() =>
      expect(toasts().textContent).toContain(SHORTLIST_MESSAGES.admittedNeedsOffer),
    );
    await waitFor(() => expect(status.value).toBe("Shortlisted"));
    expect(toasts().querySelector("[data-kind]")?.getAttribute("data-kind")).toBe("error");

    failure = graphqlError("database down", "INTERNAL_SERVER_ERROR");
    await user.selectOptions(status, "Applied");
    await waitFor(() => expect(toasts().textContent).toContain(SHORTLIST_MESSAGES.statusFailed));
    expect(toasts().textContent).not.toContain("database down");
    await waitFor(() => expect(status.value).toBe("Shortlisted"));
  });

  it("removes a course only after confirmation; Cancel keeps it", async () => {
    logIn();
    let courses = [
      aCourse(),
      aCourse({ course_id: 201, university_id: 7, university_name: "MIT" }),
    ];
    const graphql = fakeShortlistApi(() => courses, {
      deleteShortlistedCourse: (args) => {
        courses = courses.filter((course) => course.course_id !== args.courseId);
        return true;
      },
    });
    const user = userEvent.setup();
    await openShortlistPage();
    const remove = await screen.findByRole("button", {
      name: "Remove MS in Computer Science at MIT from shortlist",
    });

    await user.click(remove);
    let dialog = screen.getByRole("dialog", { name: "Remove from shortlist?" });
    expect(
      within(dialog).getByText(/Remove MS in Computer Science at MIT from your shortlist\?/),
    ).not.toBeNull();
    // Focus starts on the safe choice.
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(graphql.callsOf("deleteShortlistedCourse")).toEqual([]);

    // Escape cancels as well.
    await user.click(remove);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(graphql.callsOf("deleteShortlistedCourse")).toEqual([]);

    await user.click(remove);
    dialog = screen.getByRole("dialog", { name: "Remove from shortlist?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(toasts().textContent).toContain(
        "Removed MS in Computer Science at MIT from your shortlist.",
      ),
    );
    expect(graphql.callsOf("deleteShortlistedCourse")).toEqual([{ courseId: 201 }]);
    // The shortlist is read again, without it.
    await waitFor(() => expect(cardNames()).toEqual(["Stanford University"]));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("tab", { name: "All 1" })).not.toBeNull();
  });

  it("toasts a failed removal and keeps the course", async () => {
    logIn();
    fakeShortlistApi(() => [aCourse()], {
      deleteShortlistedCourse: () => {
        throw graphqlError("down", "INTERNAL_SERVER_ERROR");
      },
    });
    const user = userEvent.setup();
    await openShortlistPage();
    await user.click(
      await screen.findByRole("button", {
        name: "Remove MS in Computer Science at Stanford University from shortlist",
      }),
    );
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(toasts().textContent).toContain(SHORTLIST_MESSAGES.removeFailed));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(cardNames()).toEqual(["Stanford University"]);
  });

  it("shows the empty state with a way to the search", async () => {
    logIn();
    fakeShortlistApi(() => []);
    await openShortlistPage();
    expect(await screen.findByText(SHORTLIST_MESSAGES.empty)).not.toBeNull();
    expect(screen.getByRole("link", { name: "Search universities" }).getAttribute("href")).toBe(
      "/university-search",
    );
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Sort by" })).toBeNull();
  });

  it("shows skeletons while loading, then a failure with a retry that works", async () => {
    logIn();
    const first = deferred<never>();
    // The failure is read through the page; a rejection nobody has taken yet is not a failure.
    first.promise.catch(() => undefined);
    let answer: () => unknown = () => first.promise;
    const graphql = fakeGraphql({
      shortlist: () => answer(),
      calendarFeed: () => NO_FEED,
      popups: () => [],
    });
    const user = userEvent.setup();
    await openShortlistPage();
    const skeleton = screen.getByTestId("skeleton");
    expect(within(skeleton).getByRole("status").textContent).toBe("Loading your shortlist…");

    first.reject(graphqlError("down", "INTERNAL_SERVER_ERROR"));
    const alert = await screen.findByText("Something went wrong. Try again later.");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(screen.queryByTestId("skeleton")).toBeNull();

    answer = () => nested([aCourse()]);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(cardNames()).toEqual(["Stanford University"]));
    expect(screen.queryByText("Something went wrong. Try again later.")).toBeNull();
    expect(graphql.callsOf("shortlist")).toHaveLength(2);
  });

  it("offers the .ics download and shows a new subscription URL once, replacing asks first", async () => {
    const student = logIn();
    let feed:
      | typeof NO_FEED
      | { active: true; createdAt: string; url: null; downloadPath: string } = NO_FEED;
    let made = 0;
    const graphql = fakeShortlistApi(() => [aCourse()], {
      calendarFeed: () => feed,
      resetCalendarFeed: () => {
        made += 1;
        feed = { ...NO_FEED, active: true, createdAt: "2026-03-04T08:00:00.000Z", url: null };
        return { ...feed, url: `https://gradplan.example/api/calendar-feed/token-${made}.ics` };
      },
    });
    const user = userEvent.setup();
    const view = await openShortlistPage();

    // The calendar is drawn a step after the list.
    const download = await screen.findByRole("link", { name: "Download calendar (.ics)" });
    expect(download.getAttribute("href")).toBe(`/api/shortlist-calendar/${student.student_id}`);
    expect(download.hasAttribute("download")).toBe(true);
    expect(await screen.findByText("You have no subscription link yet.")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Your subscription link" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Create subscription link" }));
    const url = (await screen.findByRole("textbox", {
      name: "Your subscription link",
    })) as HTMLInputElement;
    expect(url.value).toBe("https://gradplan.example/api/calendar-feed/token-1.ics");
    expect(screen.getByText(/shown only this once/)).not.toBeNull();
    // The feed is read again: it now exists, since the day it was made.
    expect(
      await screen.findByText("You have a subscription link, made on Mar 4, 2026."),
    ).not.toBeNull();
    expect(screen.getByText(/Making a new link stops the old one/)).not.toBeNull();

    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe(url.value);
    await waitFor(() => expect(toasts().textContent).toContain("Link copied."));

    // Replacing asks first; Cancel makes nothing.
    await user.click(screen.getByRole("button", { name: "Make a new subscription link" }));
    let dialog = screen.getByRole("dialog", { name: "Make a new subscription link?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(made).toBe(1);
    await user.click(screen.getByRole("button", { name: "Make a new subscription link" }));
    dialog = screen.getByRole("dialog", { name: "Make a new subscription link?" });
    await user.click(within(dialog).getByRole("button", { name: "Make new link" }));
    await waitFor(() =>
      expect(
        (screen.getByRole("textbox", { name: "Your subscription link" }) as HTMLInputElement).value,
      ).toBe("https://gradplan.example/api/calendar-feed/token-2.ics"),
    );
    expect(graphql.callsOf("resetCalendarFeed")).toEqual([{}, {}]);

    // Shown once: the next visit says a link exists, and shows none.
    view.unmount();
    await openShortlistPage();
    expect(
      await screen.findByText("You have a subscription link, made on Mar 4, 2026."),
    ).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Your subscription link" })).toBeNull();
  });
});
