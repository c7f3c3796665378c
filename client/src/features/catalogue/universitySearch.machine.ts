/**
 * Navbar university search (spec 1, section 2): idle -> debouncing -> loading -> results | empty.
 * Leaving `loading` stops the fetch actor, so a slow stale answer can never overwrite a newer one.
 */
import {
  NAVBAR_SEARCH_DEBOUNCE_MS,
  normalizeSearchQuery,
  SEARCH_INPUT_DEBOUNCE_MS,
  type UniversitySuggestion,
} from "@gradplan/schema";
import { assign, fromPromise, setup } from "xstate";
import { catalogueApi } from "./catalogueApi";
import { searchCacheKey, withCachedResults } from "./searchCache";

export interface UniversitySearchContext {
  /** What the user typed, as typed. */
  query: string;
  results: UniversitySuggestion[];
  /** Highlighted option for keyboard choice; -1 when none. */
  activeIndex: number;
  /** Answers per query, keyed as the server compares them (searchKeyOf). */
  cache: ReadonlyMap<string, UniversitySuggestion[]>;
}

export type UniversitySearchEvent =
  | { type: "search.input"; value: string }
  | { type: "search.highlight"; direction: "next" | "previous" }
  | { type: "search.dismiss" }
  | { type: "search.chosen" };

export const universitySearchMachine = setup({
  types: {
    context: {} as UniversitySearchContext,
    events: {} as UniversitySearchEvent,
  },
  actors: {
    searchUniversities: fromPromise<UniversitySuggestion[], { query: string }>(
      ({ input, signal }) => catalogueApi.searchUniversities(input.query, signal),
    ),
  },
  delays: { debounce: NAVBAR_SEARCH_DEBOUNCE_MS },
  guards: {
    queryIsBlank: ({ event }) =>
      event.type === "search.input" && searchCacheKey(event.value) === "",
    isCached: ({ context }) => context.cache.has(searchCacheKey(context.query)),
    hasResults: ({ context }) => context.results.length > 0,
  },
  actions: {
    setQuery: assign(({ event }) =>
      event.type === "search.input" ? { query: event.value, activeIndex: -1 } : {},
    ),
    clearResults: assign({ results: [], activeIndex: -1 }),
    clearQuery: assign({ query: "" }),
    useCachedResults: assign(({ context }) => ({
      results: context.cache.get(searchCacheKey(context.query)) ?? [],
    })),
    moveHighlight: assign(({ context, event }) => {
      if (event.type !== "search.highlight" || context.results.length === 0) return {};
      const count = context.results.length;
      const step = event.direction === "next" ? 1 : -1;
      // From "none" (-1), ArrowUp lands on the last option and ArrowDown on the first.
      const start = context.activeIndex === -1 && step === -1 ? count : context.activeIndex;
      return { activeIndex: (start + step + count) % count };
    }),
    logSearchFailure: (_, params: { error: unknown }) => {
      // Spec 1, section 7: search failures are only logged; the list is emptied.
      console.error("University search failed:", params.error);
    },
  },
}).createMachine({
  id: "universitySearch",
  context: { query: "", results: [], activeIndex: -1, cache: new Map() },
  initial: "idle",
  on: {
    "search.input": [
      { guard: "queryIsBlank", target: ".idle", actions: ["setQuery", "clearResults"] },
      // Re-entering restarts the debounce timer on every keystroke.
      { target: ".debouncing", reenter: true, actions: "setQuery" },
    ],
    "search.dismiss": { target: ".idle", actions: "clearResults" },
    "search.chosen": { target: ".idle", actions: ["clearResults", "clearQuery"] },
  },
  states: {
    idle: {},
    debouncing: {
      after: {
        debounce: [
          { guard: "isCached", target: "settled", actions: "useCachedResults" },
          { target: "loading" },
        ],
      },
    },
    loading: {
      invoke: {
        src: "searchUniversities",
        input: ({ context }) => ({ query: normalizeSearchQuery(context.query) }),
        onDone: {
          target: "settled",
          actions: assign(({ context, event }) => ({
            results: event.output,
            cache: withCachedResults(context.cache, context.query, event.output),
          })),
        },
        onError: {
          target: "empty",
          actions: [
            { type: "logSearchFailure", params: ({ event }) => ({ error: event.error }) },
            "clearResults",
          ],
        },
      },
    },
    settled: {
      always: [{ guard: "hasResults", target: "results" }, { target: "empty" }],
    },
    results: {
      on: { "search.highlight": { actions: "moveHighlight" } },
    },
    empty: {},
  },
});

/** The machine as a form's university box runs it: each keystroke waits out the debounce. */
export const debouncedUniversitySearchMachine = universitySearchMachine.provide({
  delays: { debounce: SEARCH_INPUT_DEBOUNCE_MS },
});
