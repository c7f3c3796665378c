import { DEFAULT_FILTERS, type UniversityFilters } from "@gradplan/schema";
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { deferred } from "../../test/deferred";
import type { FilterUniversitiesRequest as Request, SearchPage } from "./searchApi";
import { answer, aResult } from "./searchFixtures";
import { pageCount, searchResultsMachine } from "./searchResults.machine";

function start(search: (input: Request, signal: AbortSignal) => Promise<SearchPage>) {
  const spy = vi.fn(search);
  const machine = searchResultsMachine.provide({
    actors: {
      filterUniversities: fromPromise<SearchPage, Request>(({ input, signal }) =>
        spy(input, signal),
      ),
    },
    actions: { rememberFilters: () => {} },
  });
  const actor = createActor(machine, { input: { filters: DEFAULT_FILTERS, studentId: "st_1" } });
  actor.start();
  return { actor, spy };
}

describe("searchResultsMachine", () => {
  it("counts pages of 10, at least one", () => {
    expect([0, 1, 10, 11, 25].map(pageCount)).toEqual([1, 1, 1, 2, 3]);
  });

  it("a newer page wins: the older request's actor is stopped and its answer ignored", async () => {
    const first = deferred<SearchPage>();
    const signals: AbortSignal[] = [];
    const { actor, spy } = start((input, signal) => {
      signals.push(signal);
      return input.page === 1
        ? first.promise
        : Promise.resolve(answer([aResult({ course_id: 2 })], 11));
    });
    actor.send({ type: "search.page", page: 2 });
    await waitFor(actor, (state) => state.matches("loaded"));
    expect(signals[0]?.aborted).toBe(true);
    first.resolve(answer([aResult({ course_id: 1 })], 1));
    await Promise.resolve();
    expect(actor.getSnapshot().context).toMatchObject({ page: 2, totalCount: 11 });
    expect(spy.mock.calls.map(([input]) => input.page)).toEqual([1, 2]);
  });

  it("applying a filter searches it from page 1; the same page again is no new request", async () => {
    const { actor, spy } = start(async () => answer([], 40));
    await waitFor(actor, (state) => state.matches("loaded"));
    actor.send({ type: "search.page", page: 3 });
    await waitFor(actor, (state) => state.matches("loaded"));
    actor.send({ type: "search.page", page: 3 });
    const filters: UniversityFilters = { ...DEFAULT_FILTERS, climate: ["Hot"] };
    actor.send({ type: "search.apply", filters });
    await waitFor(actor, (state) => state.matches("loaded"));
    expect(spy.mock.calls.map(([input]) => [input.page, input.filters.climate])).toEqual([
      [1, []],
      [3, []],
      [1, ["Hot"]],
    ]);
    expect(spy.mock.calls[0]?.[0].studentId).toBe("st_1");
  });

  it("failure keeps nothing stale and retries on search.retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = true;
    const { actor } = start(async () => {
      if (fail) throw new Error("offline");
      return answer([aResult()], 1);
    });
    await waitFor(actor, (state) => state.matches("failed"));
    expect(actor.getSnapshot().context.universities).toEqual([]);
    fail = false;
    actor.send({ type: "search.retry" });
    await waitFor(actor, (state) => state.matches("loaded"));
    expect(actor.getSnapshot().context.totalCount).toBe(1);
  });

  it("includes the programs whose figure is not known on request, from page 1, and says so to the filter box", async () => {
    const { actor, spy } = start(async ({ filters }) =>
      answer([aResult()], 30, { toeflRange: filters.includeUnknown.length ? null : 2961 }),
    );
    const changed: UniversityFilters[] = [];
    actor.on("search.filtersChanged", ({ filters }) => changed.push(filters));
    const toefl: UniversityFilters = { ...DEFAULT_FILTERS, toeflRange: [100, 120] };
    actor.send({ type: "search.apply", filters: toefl });
    await waitFor(actor, (state) => state.matches("loaded"));
    expect(actor.getSnapshot().context.unknownCounts?.toeflRange).toBe(2961);
    actor.send({ type: "search.page", page: 2 });
    await waitFor(actor, (state) => state.matches("loaded"));
    actor.send({ type: "search.includeUnknown", range: "toeflRange", include: true });
    await waitFor(actor, (state) => state.matches("loaded"));
    const last = spy.mock.calls.at(-1)?.[0];
    expect(last?.page).toBe(1);
    expect(last?.filters).toEqual({ ...toefl, includeUnknown: ["toeflRange"] });
    expect(changed).toEqual([{ ...toefl, includeUnknown: ["toeflRange"] }]);
  });
});
