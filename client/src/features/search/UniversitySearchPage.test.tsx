import { DEFAULT_FILTERS, DEFAULT_PREFERENCES } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { graphqlError } from "../../test/graphql";
import { logIn } from "../../test/session";
import { FILTERS_STORAGE_KEY } from "./searchFilters";
import {
  answer,
  aResult,
  fakeSearchApi,
  IPEDS_PROGRAM,
  loadSearchPage,
  openSearchPage,
  withChances,
} from "./searchFixtures";

beforeAll(loadSearchPage, 30_000);

const cards = () =>
  within(screen.getByRole("region", { name: "Results" })).getAllByRole("listitem");

// Role queries over whole pages are slow in jsdom; under a full parallel run 5 s is too tight.
describe("University search page", () => {
  it("logged in as an IELTS student: the cards' English gauge is IELTS out of 9", async () => {
    const student = logIn();
    const ielts = { writing: 7, reading: 8, speaking: 7, listening: 8, overall_band: 7.5 };
    const { graphql } = fakeSearchApi(() => answer([withChances(aResult(), "safe", 80)]), {
      studentProfile: () => ({
        studentStats: { student_id: student.student_id, english_scores: { ielts } },
      }),
    });
    await openSearchPage();
    const gauge = await screen.findByRole("meter", { name: "IELTS minimum" });
    expect(gauge.getAttribute("aria-valuenow")).toBe("7");
    expect(gauge.getAttribute("aria-valuemax")).toBe("9");
    expect(screen.queryByRole("meter", { name: "TOEFL minimum" })).toBeNull();
    expect(graphql.callsOf("studentProfile")).toEqual([{}]);
  });

  it("logged in: cards with the place, facts, gauges, category, chances and preference match", async () => {
    const student = logIn();
    const { calls } = fakeSearchApi(
      () =>
        answer([
          {
            ...withChances(aResult(), "moderate", 62, 75),
            admitRange: { low: 48, high: 74 },
            selectivityKnown: true,
            selectivityDecisions: 0,
          },
          withChances(aResult({ course_id: 102, gre_avg: null, university_name: "MIT" }), "NA", 0),
          // A program of the IPEDS catalogue: only its size and fee known, selectivity too.
          {
            ...withChances(IPEDS_PROGRAM, "moderate", 41, 50),
            admitRange: { low: 22, high: 59 },
            selectivityKnown: false,
          },
        ]),
      { shortlistingPreferences: () => ({ ...DEFAULT_PREFERENCES, saved: true }) },
    );
    await openSearchPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(calls[0]).toEqual({
      studentId: student.student_id,
      page: 1,
      limit: 10,
      filters: DEFAULT_FILTERS,
      sort: "best",
      name: "",
    });

    const [first, second, third] = cards();
    if (!first || !second || !third) throw new Error("three cards expected");
    const card = within(first);
    expect(card.getByRole("heading", { level: 3, name: "Stanford University" })).not.toBeNull();
    expect(card.getByText("Stanford, CA, USA")).not.toBeNull();
    expect(card.getByText("MS in Computer Science")).not.toBeNull();
    expect(card.getByText("Private")).not.toBeNull();
    expect(card.getByText("3.9%")).not.toBeNull();
    expect(card.getByText("$62,484")).not.toBeNull();
    // The fee's source: IPEDS graduate tuition and fees, out of state.
    expect(card.getByRole("link", { name: /^IPEDS 2023-24/ }).getAttribute("href")).toContain(
      "nces.ed.gov",
    );
    expect(card.getByText("Master's awarded 2023-24").nextElementSibling?.textContent).toBe("412");
    expect((await card.findByText("Preference match")).nextElementSibling?.textContent).toBe("75%");
    expect(card.getByText("Moderate")).not.toBeNull();
    expect(card.getByText("Admit chances 62%")).not.toBeNull();
    expect(card.getByText("likely 48-74%")).not.toBeNull();
    // No reported decisions at the program: its level is borrowed, and the card says so.
    expect(card.getByText("estimated from similar programs: a wide range")).not.toBeNull();
    const toefl = card.getByRole("meter", { name: "TOEFL minimum" });
    expect(toefl.getAttribute("aria-valuenow")).toBe("100");
    expect(toefl.getAttribute("aria-valuemax")).toBe("120");
    expect(card.getByRole("meter", { name: "GRE average" }).getAttribute("aria-valuemax")).toBe(
      "340",
    );
    expect(card.getByRole("meter", { name: "GPA average" }).getAttribute("aria-valuenow")).toBe(
      "3.8",
    );
    const link = card.getByRole("link", { name: "Check Acceptance in Different Courses" });
    expect(link.getAttribute("href")).toBe(
      "/university-details?universityName=Stanford+University&universityId=42",
    );
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener");
    expect(
      card.getByRole("button", {
        name: "Add MS in Computer Science at Stanford University to shortlist",
      }),
    ).not.toBeNull();

    // NA: the message instead of category and chances; a missing GRE average is not known.
    const na = within(second);
    expect(na.getByText("Minimum requirements not met")).not.toBeNull();
    expect(na.queryByText(/Admit chances/)).toBeNull();
    expect(na.getByRole("img", { name: "GRE average: Not known" }).textContent).toBe("Notknown");

    // Nothing but IPEDS known: "Not known" (never the undergraduate rate, never 0/120), and the
    // chance as its range with the reason, not as a point.
    const ipeds = within(third);
    expect(ipeds.getByText("Acceptance rate").nextElementSibling?.textContent).toBe("Not known");
    for (const gauge of ["TOEFL minimum", "GRE average", "GPA average"]) {
      expect(ipeds.getByRole("img", { name: `${gauge}: Not known` })).not.toBeNull();
    }
    expect(ipeds.queryByRole("meter")).toBeNull();
    expect(ipeds.getByText("Admit chances 22\u201159%")).not.toBeNull();
    expect(ipeds.getByText("Selectivity not known: a range from your profile")).not.toBeNull();
    expect(ipeds.queryByText("Admit chances 41%")).toBeNull();
    expect(ipeds.queryByText("Safe")).toBeNull();
    // An international student pays the out-of-state fee.
    expect(ipeds.getByText("$18,498")).not.toBeNull();
    expect(ipeds.getByText(/^out of state/)).not.toBeNull();

    // jsdom matches no min-width media query: the small-screen menu, folded until toggled.
    const nav = screen.getByRole("navigation", { name: "Platform" });
    const toggle = within(nav).getByRole("button", { name: "Platform menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(within(nav).queryByRole("link", { name: "University Search" })).toBeNull();
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Dashboard", "/dashboard"],
      ["Profile", "/profile"],
      ["Account Settings", "/account-settings"],
      ["University Search", "/university-search"],
      ["University Shortlist", "/university-shortlisting"],
      ["Resume Evaluation", "/resume-evaluation"],
      ["SOP Evaluation", "/sop-evaluation"],
    ]);
    expect(
      within(nav).getByRole("link", { name: "University Search" }).getAttribute("aria-current"),
    ).toBe("page");
    expect(screen.getByRole("button", { name: "Filter Search" })).not.toBeNull();
    expect(screen.getByRole("button", { name: "Compare Universities" })).not.toBeNull();
  });

  it("shows a domestic student the in-state fee where the university charges one", async () => {
    logIn({ category: "Domestic Student" });
    fakeSearchApi(() => answer([withChances(IPEDS_PROGRAM, "moderate", 41, 50), aResult()]));
    await openSearchPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [ucm, stanford] = cards().map((c) => within(c));
    expect(ucm!.getByText("$9,954")).not.toBeNull();
    expect(ucm!.getByText(/^in state/)).not.toBeNull();
    // No in-state figure (a private university charges everyone the same): the one it has.
    expect(stanford!.getByText("$62,484")).not.toBeNull();
    expect(stanford!.getByText(/^out of state/)).not.toBeNull();
  });

  it("offers 'Set your preferences' instead of a match figure until the student saves some", async () => {
    logIn();
    fakeSearchApi(() => answer([withChances(aResult(), "moderate", 62, 100)]), {
      shortlistingPreferences: () => ({ ...DEFAULT_PREFERENCES, saved: false }),
    });
    await openSearchPage();
    await waitFor(() => expect(cards()).toHaveLength(1));
    const card = within(cards()[0]!);
    const set = await card.findByRole("link", { name: "Set your preferences" });
    expect(set.getAttribute("href")).toBe("/university-shortlisting?preferences=edit");
    expect(card.queryByText("100%")).toBeNull();
  });

  it("logged out: the public search, a login prompt, the inline filter, and no chances or '+'", async () => {
    const { calls, graphql } = fakeSearchApi(() => answer([aResult()]));
    await openSearchPage();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(calls[0]?.studentId).toBeNull();
    // A visitor's page asks for no profile.
    expect(graphql.callsOf("studentProfile")).toEqual([]);
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    const box = screen.getByRole("region", { name: "Filter Search" });
    // No modal: the button only folds the inline box on a phone (CSS hides it from md up).
    const fold = screen.getByRole("button", { name: "Filter Search" });
    expect(fold.getAttribute("aria-expanded")).toBe("false");
    expect(fold.getAttribute("aria-controls")).toBe(box.id);
    expect(screen.queryByRole("navigation", { name: "Platform" })).toBeNull();
    expect(screen.queryByText(/Admit chances/)).toBeNull();
    expect(screen.queryByText("Minimum requirements not met")).toBeNull();
    expect(screen.queryByText("Preference match")).toBeNull();
    expect(screen.queryByRole("button", { name: /to shortlist$/ })).toBeNull();
  });

  it("pages 10 at a time: 'Page X of Y', Next asks for page 2, Previous goes back", async () => {
    const user = userEvent.setup();
    const { calls } = fakeSearchApi(({ page }) =>
      answer([aResult({ course_id: page, university_name: `University ${page}` })], 25),
    );
    await openSearchPage();
    expect(await screen.findByText("Page 1 of 3")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Previous" })).toHaveProperty("disabled", true);

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 3")).not.toBeNull();
    expect(calls.map((call) => call.page)).toEqual([1, 2]);
    expect(screen.getByRole("heading", { level: 3, name: "University 2" })).not.toBeNull();
    expect(document.activeElement?.textContent).toBe("Results");

    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Page 3 of 3");
    expect(screen.getByRole("button", { name: "Next" })).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await screen.findByText("Page 2 of 3");
    expect(screen.getByRole("heading", { level: 3, name: "University 2" })).not.toBeNull();
    expect(calls.every((call) => call.limit === 10)).toBe(true);
    // A page seen before comes from the cache.
    expect(calls.map((call) => call.page)).toEqual([1, 2, 3]);
  });

  it("shows skeleton cards while loading, then the empty text", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeSearchApi(async () => {
      await gate;
      return answer([], 0);
    });
    await openSearchPage();
    expect(screen.getByTestId("skeleton").getAttribute("aria-busy")).toBe("true");
    release();
    expect(await screen.findByText("No universities found matching this filter!")).not.toBeNull();
    expect(screen.queryByTestId("skeleton")).toBeNull();
    expect(screen.queryByText(/^Page /)).toBeNull();
  });

  it("a failed search shows the message and Try again searches again", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    let fail = true;
    const { calls } = fakeSearchApi(() => {
      if (fail) throw graphqlError("Database down", "INTERNAL_SERVER_ERROR");
      return answer([aResult()]);
    });
    await openSearchPage();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Something went wrong. Try again later.");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(calls).toHaveLength(2);
    expect(logged).toHaveBeenCalledWith("University search failed:", expect.anything());
  });

  it("says how many programs a range left out for an unknown figure, and includes them on request", async () => {
    logIn();
    const saved = { ...DEFAULT_FILTERS, toeflRange: [100, 120] as [number, number] };
    sessionStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify(saved));
    const user = userEvent.setup();
    const { calls } = fakeSearchApi(() => answer([aResult()], 1, { toeflRange: 2961 }));
    await openSearchPage();
    const include = await screen.findByRole("button", {
      name: "Include them: 2,961 programs don't publish a TOEFL minimum",
    });
    expect(include.textContent).toBe("Include them");
    await user.click(include);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.filters).toEqual({ ...saved, includeUnknown: ["toeflRange"] });
    expect(calls[1]?.page).toBe(1);
    await screen.findByRole("button", {
      name: "Leave them out: 2,961 programs don't publish a TOEFL minimum",
    });
    expect(
      screen.getByText("2,961 programs don't publish a TOEFL minimum (included)"),
    ).not.toBeNull();
    // The filter remembered holds the choice, and the filter box saves it with the rest.
    expect(JSON.parse(sessionStorage.getItem(FILTERS_STORAGE_KEY) ?? "null")).toEqual(
      calls[1]?.filters,
    );
    // (The same filter again: the cache answers it, no request.)
    await user.click(screen.getByRole("button", { name: /^Filter Search/ }));
    await user.click(await screen.findByRole("button", { name: "Save Filter" }));
    expect(
      await screen.findByText("2,961 programs don't publish a TOEFL minimum (included)"),
    ).not.toBeNull();
    expect(JSON.parse(sessionStorage.getItem(FILTERS_STORAGE_KEY) ?? "null")).toEqual(
      calls[1]?.filters,
    );
    await user.click(screen.getByRole("button", { name: /^Leave them out/ }));
    expect(await screen.findByRole("button", { name: /^Include them/ })).not.toBeNull();
    expect(JSON.parse(sessionStorage.getItem(FILTERS_STORAGE_KEY) ?? "null")).toEqual(saved);
  });
});
