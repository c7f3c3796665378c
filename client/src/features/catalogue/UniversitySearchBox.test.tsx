import {
  NAVBAR_SEARCH_DEBOUNCE_MS,
  SEARCH_MESSAGES,
  type UniversitySuggestion,
} from "@gradplan/schema";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { fromPromise } from "xstate";
import { type Deferred, deferred } from "../../test/deferred";
import { LocationProbe, renderRoutes } from "../../test/render";
import { SEARCH_LOADING_TEXT, UniversitySearchBox } from "./UniversitySearchBox";
import { universitySearchMachine } from "./universitySearch.machine";

const MIT = { universityId: 1, universityName: "Massachusetts Institute of Technology" };
const MICHIGAN = { universityId: 2, universityName: "University of Michigan" };
const TEXAS_AM = { universityId: 7, universityName: "Texas A&M University" };

type Fetcher = Mock<(query: string) => Promise<UniversitySuggestion[]>>;

function renderSearchBox(fetcher: Fetcher) {
  const machine = universitySearchMachine.provide({
    actors: {
      searchUniversities: fromPromise<UniversitySuggestion[], { query: string }>(({ input }) =>
        fetcher(input.query),
      ),
    },
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const { router } = renderRoutes(
    [
      {
        path: "/",
        element: (
          <>
            <UniversitySearchBox machine={machine} />
            <button type="button">Elsewhere</button>
          </>
        ),
      },
      { path: "/university-details", element: <LocationProbe /> },
    ],
    "/",
  );
  const input = screen.getByRole("combobox", { name: "Search universities" });
  return { user, router, input };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const settle = async <T,>(pending: Deferred<T>, value: T) => {
  await act(async () => pending.resolve(value));
};
const optionNames = () => screen.queryAllByRole("option").map((option) => option.textContent);

describe("UniversitySearchBox", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits for a 200 ms pause, shows a loader, then the matching names", async () => {
    const answer = deferred<UniversitySuggestion[]>();
    const fetcher: Fetcher = vi.fn(() => answer.promise);
    const { user, input } = renderSearchBox(fetcher);

    await user.type(input, "mi");
    await wait(NAVBAR_SEARCH_DEBOUNCE_MS - 1);
    expect(fetcher).not.toHaveBeenCalled();
    expect(screen.queryByText(SEARCH_LOADING_TEXT)).toBeNull();

    await wait(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith("mi");
    // The loader sits in a live region, so screen readers hear it too.
    expect(screen.getByText(SEARCH_LOADING_TEXT).closest("[role=status]")).not.toBeNull();

    await settle(answer, [MIT, MICHIGAN]);
    expect(optionNames()).toEqual([MIT.universityName, MICHIGAN.universityName]);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(screen.queryByText(SEARCH_LOADING_TEXT)).toBeNull();
  });

  it("restarts the pause on every keystroke", async () => {
    const fetcher: Fetcher = vi.fn(async () => [MIT]);
    const { user, input } = renderSearchBox(fetcher);

    await user.type(input, "m");
    await wait(150);
    await user.type(input, "i");
    await wait(150);
    expect(fetcher).not.toHaveBeenCalled();
    await wait(50);
    expect(fetcher).toHaveBeenCalledExactlyOnceWith("mi");
  });

  it("says 'No universities found.' when nothing matches", async () => {
    const fetcher: Fetcher = vi.fn(async () => []);
    const { user, input } = renderSearchBox(fetcher);

    await user.type(input, "zzz");
    await wait(NAVBAR_SEARCH_DEBOUNCE_MS);
    expect(await screen.findByText(SEARCH_MESSAGES.noUniversities)).toBeTruthy();
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("sends no request and shows nothing for an empty query", async () => {
    const fetcher: Fetcher = vi.fn(async () => [MIT]);
    const { user, input } = renderSearchBox(fetcher);

    await user.type(input, "   ");
    await wait(1000);
    expect(fetcher).not.toHaveBeenCalled();
    expect(screen.queryByText(SEARCH_LOADING_TEXT)).toBeNull();
    expect(screen.queryByText(SEARCH_MESSAGES.noUniversities)).toBeNull();
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("answers a repeated query from the cache (trimmed, any case) without a second request", async () => {
    const fetcher: Fetcher = vi.fn(async () => [MIT]);
    const { user, input } = renderSearchBox(fetcher);

    await user.type(input, "MIT");
    await wait(NAVBAR_SEARCH_DEBOUNCE_MS);
    expect(await screen.findByRole("option", { name: MIT.universityName })).toBeTruthy();

    await user.clear(input);
    await user.type(input, "  mit ");
    await wait(NAVBAR_SEARCH_DEBOUNCE_MS);
    expect(optionNames()).toEqual([MIT.universityName]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("clears the dropdown and its results on a click outside", async () => {
    const fetcher: Fetcher = vi.fn(async () => [MIT]);
    const { user, input } = renderSearchBox(fetcher);

    await user.type(input, "mit");
    await wait(NAVBAR_SEARCH_DEBOUNCE_MS);
    expect(await screen.findByRole("listbox")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("chooses a suggestion with the arrow keys and Enter, opening its details page", async () => {
    const fetcher: Fetcher = vi.fn(async () => [MIT, TEXAS_AM]);
    const { user, input, router } = renderSearchBox(fetcher);

    await user.type(input, "un");
    await wait(NAVBAR_SEARCH_DEBOUNCE_MS);
    await screen.findByRole("listbox");

    await user.keyboard("{ArrowDown}{ArrowDown}");
    const active = screen.getByRole("option", { name: TEXAS_AM.universityName });
    expect(input.getAttribute("aria-activedescendant")).toBe(active.id);
    expect(active.getAttribute("aria-selected")).toBe("true");

    await user.keyboard("{Enter}");
    const { pathname, search } = router.state.location;
    expect(pathname).toBe("/university-details");
    expect(search).toBe("?universityName=Texas+A%26M+University&universityId=7");
    expect(screen.getByTestId("location").textContent).toBe(`${pathname}${search}`);
  });

  it("opens the details page when a suggestion is clicked", async () => {
    const fetcher: Fetcher = vi.fn(async () => [MIT]);
    const { user, input, router } = renderSearchBox(fetcher);

    await user.type(input, "mit");
    await wait(NAVBAR_SEARCH_DEBOUNCE_MS);
    await user.click(await screen.findByRole("option", { name: MIT.universityName }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get("universityName")).toBe(MIT.universityName);
    expect(params.get("universityId")).toBe("1");
  });

  it("never lets a slow stale answer overwrite a newer one", async () => {
    const slow = deferred<UniversitySuggestion[]>();
    const fast = deferred<UniversitySuggestion[]>();
    const fetcher: Fetcher = vi.fn((query: string) =>
      query === "mi" ? slow.promise : fast.promise,
    );
    const { user, input } = renderSearchBox(fetcher);

    await user.type(input, "mi");
    await wait(NAVBAR_SEARCH_DEBOUNCE_MS);
    await user.type(input, "t");
    await wait(NAVBAR_SEARCH_DEBOUNCE_MS);
    expect(fetcher.mock.calls.map(([query]) => query)).toEqual(["mi", "mit"]);

    await settle(fast, [MIT]);
    await settle(slow, [MICHIGAN]);
    expect(optionNames()).toEqual([MIT.universityName]);
  });

  it("only logs a failed search and shows an emptied list", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetcher: Fetcher = vi.fn(async () => {
      throw new Error("503 Service Unavailable");
    });
    const { user, input } = renderSearchBox(fetcher);

    await user.type(input, "mit");
    await wait(NAVBAR_SEARCH_DEBOUNCE_MS);
    expect(await screen.findByText(SEARCH_MESSAGES.noUniversities)).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith("University search failed:", expect.any(Error));
    consoleError.mockRestore();
  });

  it("closes the dropdown on Escape", async () => {
    const fetcher: Fetcher = vi.fn(async () => [MIT]);
    const { user, input } = renderSearchBox(fetcher);

    await user.type(input, "mit");
    await wait(NAVBAR_SEARCH_DEBOUNCE_MS);
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
  });
});
