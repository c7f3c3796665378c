/**
 * The search page's results: loading -> loaded | failed, for the applied filter and page. Every
 * change re-enters `loading`, which stops the previous request's actor, so a slow stale answer never
 * overwrites a newer one. The student is fixed per actor: the page remounts when it changes.
 */
import {
  type RangeFilter,
  SEARCH_PAGE_SIZE,
  type SearchSort,
  type UniversityFilters,
} from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import {
  type FilterUniversitiesRequest,
  type SearchCard,
  type SearchPage,
  searchApi,
} from "./searchApi";
import { rememberFilters, withUnknownIncluded } from "./searchFilters";

export interface SearchResultsContext {
  filters: UniversityFilters;
  /** From 1. */
  page: number;
  studentId: string | null;
  /** The server's order, across every page. */
  sort: SearchSort;
  /** The name field's text as last searched; empty: any. */
  name: string;
  universities: SearchCard[];
  totalCount: number;
  /** Per range set, the programs left out (or included) because that figure is not known. */
  unknownCounts: SearchPage["unknownCounts"] | null;
}

export interface SearchResultsInput {
  filters: UniversityFilters;
  studentId: string | null;
}

export type SearchResultsEvent =
  | { type: "search.apply"; filters: UniversityFilters }
  | { type: "search.page"; page: number }
  | { type: "search.retry" }
  | { type: "search.sort"; sort: SearchSort }
  | { type: "search.name"; name: string }
  /** Include (or leave out again) the programs whose figure for a range is not known. */
  | { type: "search.includeUnknown"; range: RangeFilter; include: boolean };

/** The filter changed here (includeUnknown), for the filter box to hold the same. */
export type SearchResultsEmitted = { type: "search.filtersChanged"; filters: UniversityFilters };

export function pageCount(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / SEARCH_PAGE_SIZE));
}

export const searchResultsMachine = setup({
  types: {
    context: {} as SearchResultsContext,
    input: {} as SearchResultsInput,
    events: {} as SearchResultsEvent,
    emitted: {} as SearchResultsEmitted,
  },
  actors: {
    filterUniversities: fromPromise<SearchPage, FilterUniversitiesRequest>(({ input }) =>
      searchApi.filterUniversities(input),
    ),
  },
  guards: {
    isOtherPage: ({ context, event }) =>
      event.type === "search.page" &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page !== context.page,
  },
  actions: {
    applyFilters: assign(({ event }) =>
      event.type === "search.apply" ? { filters: event.filters, page: 1 } : {},
    ),
    includeUnknown: assign(({ context, event }) =>
      event.type === "search.includeUnknown"
        ? { filters: withUnknownIncluded(context.filters, event.range, event.include), page: 1 }
        : {},
    ),
    emitFilters: emit(({ context }) => ({
      type: "search.filtersChanged" as const,
      filters: context.filters,
    })),
    rememberFilters: ({ context }) => rememberFilters(context.filters),
    sortBy: assign(({ event }) =>
      event.type === "search.sort" ? { sort: event.sort, page: 1 } : {},
    ),
    findName: assign(({ event }) =>
      event.type === "search.name" ? { name: event.name.trim(), page: 1 } : {},
    ),
    goToPage: assign(({ event }) => (event.type === "search.page" ? { page: event.page } : {})),
    logFailure: (_, params: { error: unknown }) => {
      // Spec 2 section 8: search failures are logged; the page shows a retry.
      console.error("University search failed:", params.error);
    },
  },
}).createMachine({
  id: "searchResults",
  context: ({ input }) => ({
    filters: input.filters,
    page: 1,
    studentId: input.studentId,
    sort: "best",
    name: "",
    universities: [],
    totalCount: 0,
    unknownCounts: null,
  }),
  initial: "loading",
  on: {
    "search.apply": {
      target: ".loading",
      reenter: true,
      actions: ["applyFilters", "rememberFilters"],
    },
    "search.page": { guard: "isOtherPage", target: ".loading", reenter: true, actions: "goToPage" },
    "search.sort": { target: ".loading", reenter: true, actions: "sortBy" },
    "search.name": { target: ".loading", reenter: true, actions: "findName" },
    "search.includeUnknown": {
      target: ".loading",
      reenter: true,
      actions: ["includeUnknown", "rememberFilters", "emitFilters"],
    },
  },
  states: {
    loading: {
      invoke: {
        src: "filterUniversities",
        input: ({ context }) => ({
          filters: context.filters,
          page: context.page,
          studentId: context.studentId,
          sort: context.sort,
          name: context.name,
        }),
        onDone: {
          target: "loaded",
          actions: assign(({ event }) => ({
            universities: event.output.universities,
            totalCount: event.output.totalCount,
            unknownCounts: event.output.unknownCounts,
          })),
        },
        onError: {
          target: "failed",
          actions: [
            { type: "logFailure", params: ({ event }) => ({ error: event.error }) },
            assign({ universities: [], totalCount: 0, unknownCounts: null }),
          ],
        },
      },
    },
    loaded: {},
    failed: {
      on: { "search.retry": "loading" },
    },
  },
});

export type SearchResultsMachine = typeof searchResultsMachine;
