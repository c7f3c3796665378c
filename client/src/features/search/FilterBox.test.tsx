import { DEFAULT_FILTERS } from "@gradplan/schema";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { logIn } from "../../test/session";
import { FILTERS_STORAGE_KEY } from "./searchFilters";
import {
  answer,
  aResult,
  fakeSearchApi,
  loadSearchPage,
  openSearchPage,
  withChances,
} from "./searchFixtures";

beforeAll(loadSearchPage, 30_000);

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

/** What a screen reader adds after the button's name: how many filters are on, or nothing. */
const description = (element: HTMLElement) => {
  const id = element.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
};

// Role queries over whole pages are slow in jsdom; under a full parallel run 5 s is too tight.
describe("Filter box", () => {
  it("logged in: a modal whose Save Filter sends the chosen filter from page 1 and remembers it", async () => {
    logIn();
    const user = userEvent.setup();
    const { calls } = fakeSearchApi(() => answer([withChances(aResult(), "safe", 70)], 30));
    await openSearchPage();
    await user.click(await screen.findByRole("button", { name: "Next" }));
    await waitFor(() => expect(calls.at(-1)?.page).toBe(2));

    await user.click(screen.getByRole("button", { name: "Filter Search" }));
    const dialog = await screen.findByRole("dialog", { name: "Filter Search" });
    const box = within(dialog);
    await user.type(box.getByRole("searchbox", { name: "Search states" }), "cal");
    expect(box.queryByRole("checkbox", { name: "Texas" })).toBeNull();
    await user.click(box.getByRole("checkbox", { name: "California" }));
    expect(box.getByRole("button", { name: "Remove California" })).not.toBeNull();
    // "ML" names no course: the shared synonyms read it as the CS and Data Science programs.
    await user.type(box.getByRole("searchbox", { name: "Search courses" }), "ML");
    expect(box.queryByRole("checkbox", { name: "Mechanical Engineering" })).toBeNull();
    expect(box.getByRole("checkbox", { name: "Computer Science" })).not.toBeNull();
    await user.click(box.getByRole("checkbox", { name: "Data Science" }));
    await user.click(box.getByRole("checkbox", { name: "Public" }));
    await user.click(box.getByRole("checkbox", { name: "Cold" }));
    fireEvent.change(box.getByRole("slider", { name: "Maximum tuition" }), {
      target: { value: "50000" },
    });
    fireEvent.change(box.getByRole("slider", { name: "Minimum ranking" }), {
      target: { value: "10" },
    });
    const gre = within(box.getByRole("group", { name: "GRE" }));
    expect(checked(gre.getByRole("radio", { name: "Any" }))).toBe(true);
    await user.click(gre.getByRole("radio", { name: "300-320" }));
    await user.click(box.getByRole("radio", { name: "3.5-4.0" }));
    await user.click(box.getByRole("button", { name: "Save Filter" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const expected = {
      ...DEFAULT_FILTERS,
      states: ["CA"],
      courses: ["DS"],
      universityType: ["Public"],
      climate: ["Cold"],
      tuitionRange: [0, 50000],
      rankRange: [10, 300],
      greRange: [300, 320],
      gpaRange: [3.5, 4],
    };
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: 1, filters: expected }));
    expect(JSON.parse(sessionStorage.getItem(FILTERS_STORAGE_KEY) ?? "null")).toEqual(expected);
    expect(await screen.findByText("Page 1 of 3")).not.toBeNull();
    // The closed filter still says it narrows the results: eight of its parts are on.
    const button = screen.getByRole("button", { name: "Filter Search" });
    expect(description(button)).toBe("8 filters on");
    expect(button.textContent).toContain("8");
  });

  it("starts from the filter saved this session; Clear All resets to the defaults", async () => {
    logIn();
    const saved = { ...DEFAULT_FILTERS, states: ["NY"], toeflRange: [100, 120] };
    sessionStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify(saved));
    const user = userEvent.setup();
    const { calls } = fakeSearchApi(() => answer([withChances(aResult(), "safe", 70)]));
    await openSearchPage();
    await waitFor(() => expect(calls[0]?.filters).toEqual(saved));
    const button = screen.getByRole("button", { name: "Filter Search" });
    expect(description(button)).toBe("2 filters on");

    await user.click(button);
    const box = within(await screen.findByRole("dialog", { name: "Filter Search" }));
    expect(checked(box.getByRole("checkbox", { name: "New York" }))).toBe(true);
    expect(checked(box.getByRole("radio", { name: "100-120" }))).toBe(true);
    await user.click(box.getByRole("button", { name: "Clear All" }));

    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: 1, filters: DEFAULT_FILTERS }));
    expect(checked(box.getByRole("checkbox", { name: "New York" }))).toBe(false);
    expect(
      checked(
        within(box.getByRole("group", { name: "TOEFL" })).getByRole("radio", { name: "Any" }),
      ),
    ).toBe(true);
    expect(sessionStorage.getItem(FILTERS_STORAGE_KEY)).toBeNull();
    expect(description(button)).toBeUndefined();
    expect(button.textContent).toBe("Filter Search");
  });

  it("logged out: inline; Enter picks the first matching state; IELTS bands switch the gauge", async () => {
    const user = userEvent.setup();
    const { calls } = fakeSearchApi(() => answer([aResult()]));
    await openSearchPage();
    const box = within(screen.getByRole("region", { name: "Filter Search" }));
    await user.type(box.getByRole("searchbox", { name: "Search states" }), "texas{Enter}");
    expect(checked(box.getByRole("checkbox", { name: "Texas" }))).toBe(true);
    expect(calls).toHaveLength(1); // Enter picked the state; it did not submit the filter
    await user.click(box.getByRole("radio", { name: "6-7" }));
    await user.click(box.getByRole("button", { name: "Save Filter" }));

    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        studentId: null,
        filters: { ...DEFAULT_FILTERS, states: ["TX"], ieltsRange: [6, 7] },
      }),
    );
    const gauge = await screen.findByRole("meter", { name: "IELTS minimum" });
    expect(gauge.getAttribute("aria-valuenow")).toBe("7");
    expect(gauge.getAttribute("aria-valuemax")).toBe("9");
    expect(screen.queryByRole("meter", { name: "TOEFL minimum" })).toBeNull();
    // Still there to refine the search further.
    expect(screen.getByRole("region", { name: "Filter Search" })).not.toBeNull();
  });

  it("logged out on a phone: a disclosure that takes focus in, and gives it back on Escape or Save", async () => {
    const user = userEvent.setup();
    const { calls } = fakeSearchApi(() => answer([aResult()]));
    await openSearchPage();
    const fold = screen.getByRole("button", { name: "Filter Search" });
    const box = screen.getByRole("region", { name: "Filter Search" });
    expect(fold.getAttribute("aria-controls")).toBe(box.id);
    expect(description(fold)).toBeUndefined();

    await user.click(fold);
    expect(fold.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(
      within(box).getByRole("heading", { name: "Filter Search" }),
    );
    await user.keyboard("{Escape}");
    expect(fold.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(fold);

    await user.keyboard("{Enter}");
    expect(fold.getAttribute("aria-expanded")).toBe("true");
    await user.click(within(box).getByRole("checkbox", { name: "Ohio" }));
    await user.click(within(box).getByRole("button", { name: "Save Filter" }));
    expect(fold.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(fold);
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        page: 1,
        filters: { ...DEFAULT_FILTERS, states: ["OH"] },
      }),
    );
    // Folded again, the button says a filter is on.
    expect(description(fold)).toBe("1 filter on");
  });
});
