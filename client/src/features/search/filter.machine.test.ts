import { DEFAULT_FILTERS, type UniversityFilters } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { filterMachine } from "./filter.machine";

const SAVED: UniversityFilters = { ...DEFAULT_FILTERS, states: ["CA"], greRange: [300, 320] };

function start(inline: boolean, applied = SAVED) {
  const actor = createActor(filterMachine, { input: { applied, inline } });
  const applies: UniversityFilters[] = [];
  actor.on("filter.applied", (event) => applies.push(event.filters));
  actor.start();
  return { actor, applies };
}

describe("filterMachine", () => {
  it("as a modal starts closed; opening drafts from the applied filter", () => {
    const { actor } = start(false);
    expect(actor.getSnapshot().value).toBe("closed");
    actor.send({ type: "filter.open" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.draft).toEqual(SAVED);
  });

  it("edits change only the draft; Save applies it, emits it and closes", () => {
    const { actor, applies } = start(false);
    actor.send({ type: "filter.open" });
    actor.send({ type: "filter.edit", patch: { climate: ["Cold"] } });
    actor.send({ type: "filter.edit", patch: { universityType: ["Public"] } });
    expect(actor.getSnapshot().context.applied).toEqual(SAVED);
    actor.send({ type: "filter.save" });
    const expected = { ...SAVED, climate: ["Cold"], universityType: ["Public"] };
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context.applied).toEqual(expected);
    expect(applies).toEqual([expected]);
  });

  it("closing drops the unsaved draft; reopening shows the applied filter", () => {
    const { actor, applies } = start(false);
    actor.send({ type: "filter.open" });
    actor.send({ type: "filter.edit", patch: { states: ["NY", "TX"] } });
    actor.send({ type: "filter.close" });
    expect(actor.getSnapshot().value).toBe("closed");
    actor.send({ type: "filter.open" });
    expect(actor.getSnapshot().context.draft.states).toEqual(["CA"]);
    expect(applies).toEqual([]);
  });

  it("Clear All applies the defaults and stays open for a new choice", () => {
    const { actor, applies } = start(false);
    actor.send({ type: "filter.open" });
    actor.send({ type: "filter.edit", patch: { climate: ["Hot"] } });
    actor.send({ type: "filter.clear" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context).toMatchObject({
      applied: DEFAULT_FILTERS,
      draft: DEFAULT_FILTERS,
    });
    expect(applies).toEqual([DEFAULT_FILTERS]);
  });

  it("ignores edits and saves while closed", () => {
    const { actor, applies } = start(false);
    actor.send({ type: "filter.edit", patch: { climate: ["Hot"] } });
    actor.send({ type: "filter.save" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context.draft).toEqual(SAVED);
    expect(applies).toEqual([]);
  });

  it("inline (logged out) is always editing: Save applies and keeps the box", () => {
    const { actor, applies } = start(true, DEFAULT_FILTERS);
    expect(actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "filter.edit", patch: { courses: ["CS"] } });
    actor.send({ type: "filter.save" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.draft.courses).toEqual(["CS"]);
    actor.send({ type: "filter.close" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(applies).toEqual([{ ...DEFAULT_FILTERS, courses: ["CS"] }]);
  });

  it("holds a filter the results changed (includeUnknown) without searching, and saves it", () => {
    const { actor, applies } = start(true, SAVED);
    actor.send({ type: "filter.edit", patch: { climate: ["Cold"] } });
    const included: UniversityFilters = { ...SAVED, includeUnknown: ["greRange"] };
    actor.send({ type: "filter.sync", filters: included });
    expect(applies).toEqual([]);
    expect(actor.getSnapshot().context.applied).toEqual(included);
    // The unsaved edit stays in the draft beside the choice.
    expect(actor.getSnapshot().context.draft).toEqual({ ...included, climate: ["Cold"] });
    actor.send({ type: "filter.save" });
    expect(applies).toEqual([{ ...included, climate: ["Cold"] }]);
  });
});
