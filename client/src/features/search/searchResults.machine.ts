/**
 * The search page's results: loading -> loaded | failed, for the applied filter and page. Every
 * change re-enters `loading`, which stops the previous request's actor, so a slow stale answer never
 * overwrites a newer one. The student is fixed per actor: the page remounts when it changes.
 */
import { SEARCH_PAGE_SIZE, type UniversityFilters } from "@gradplan/schema";
import { assign, fromPromise, setup } from "xstate";
import {
  type FilterUniversitiesRequest,
  type SearchCard,
  type SearchPage,
  searchApi,
} from "./searchApi";
import { rememberFilters } from "./searchFilters";

export interface SearchResultsContext {
  filters: UniversityFilters;
  /** From 1. */
  page: number;
  studentId: string | null;
  universities: SearchCard[];
  totalCount: number;
}

export interface SearchResultsInput {
  filters: UniversityFilters;
  studentId: string | null;
}

export type SearchResultsEvent =
  | { type: "search.apply"; filters: UniversityFilters }
  | { type: "search.page"; page: number }
  | { type: "search.retry" };

export function pageCount(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / SEARCH_PAGE_SIZE));
}

export const searchResultsMachine = setup({
  types: {
    context: {} as SearchResultsContext,
    input: {} as SearchResultsInput,
    events: {} as SearchResultsEvent,
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
    rememberFilters: ({ context }) => rememberFilters(context.filters),
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
    universities: [],
    totalCount: 0,
  }),
  initial: "loading",
  on: {
    "search.apply": {
      target: ".loading",
      reenter: true,
      actions: ["applyFilters", "rememberFilters"],
    },
    "search.page": { guard: "isOtherPage", target: ".loading", reenter: true, actions: "goToPage" },
  },
  states: {
    loading: {
      invoke: {
        src: "filterUniversities",
        input: ({ context }) => ({
          filters: context.filters,
          page: context.page,
          studentId: context.studentId,
        }),
        onDone: {
          target: "loaded",
          actions: assign(({ event }) => ({
            universities: event.output.universities,
            totalCount: event.output.totalCount,
          })),
        },
        onError: {
          target: "failed",
          actions: [
            { type: "logFailure", params: ({ event }) => ({ error: event.error }) },
            assign({ universities: [], totalCount: 0 }),
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
