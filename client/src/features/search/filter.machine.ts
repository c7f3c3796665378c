/**
 * The filter box (spec 2 "Filter box"): closed -> editing a draft -> saved or cleared. Saving
 * applies the draft; Clear All applies the defaults and keeps the box open for a new choice.
 * Both emit `filter.applied`, so the page (not this machine) runs the search. Logged out the box
 * is inline and never closes: `inline` sends every path back to editing.
 */
import { DEFAULT_FILTERS, type UniversityFilters } from "@gradplan/schema";
import { assign, emit, setup } from "xstate";

export interface FilterContext {
  /** What the results show now. */
  applied: UniversityFilters;
  /** What the controls show; becomes `applied` on Save Filter. */
  draft: UniversityFilters;
  inline: boolean;
}

export interface FilterInput {
  applied: UniversityFilters;
  inline: boolean;
}

export type FilterEvent =
  | { type: "filter.open" }
  | { type: "filter.close" }
  | { type: "filter.edit"; patch: Partial<UniversityFilters> }
  | { type: "filter.save" }
  | { type: "filter.clear" }
  /** The results changed the applied filter (includeUnknown): hold the same, search nothing. */
  | { type: "filter.sync"; filters: UniversityFilters };

export type FilterEmitted = { type: "filter.applied"; filters: UniversityFilters };

export const filterMachine = setup({
  types: {
    context: {} as FilterContext,
    input: {} as FilterInput,
    events: {} as FilterEvent,
    emitted: {} as FilterEmitted,
  },
  guards: {
    isInline: ({ context }) => context.inline,
  },
  actions: {
    startDraft: assign(({ context }) => ({ draft: context.applied })),
    editDraft: assign(({ context, event }) =>
      event.type === "filter.edit" ? { draft: { ...context.draft, ...event.patch } } : {},
    ),
    applyDraft: assign(({ context }) => ({ applied: context.draft })),
    resetToDefaults: assign({ applied: DEFAULT_FILTERS, draft: DEFAULT_FILTERS }),
    syncApplied: assign(({ context, event }) =>
      event.type === "filter.sync"
        ? {
            applied: event.filters,
            draft: { ...context.draft, includeUnknown: event.filters.includeUnknown },
          }
        : {},
    ),
    emitApplied: emit(({ context }) => ({
      type: "filter.applied" as const,
      filters: context.applied,
    })),
  },
}).createMachine({
  id: "searchFilter",
  context: ({ input }) => ({ applied: input.applied, draft: input.applied, inline: input.inline }),
  initial: "starting",
  on: { "filter.sync": { actions: "syncApplied" } },
  states: {
    starting: {
      always: [{ guard: "isInline", target: "editing" }, { target: "closed" }],
    },
    closed: {
      on: { "filter.open": "editing" },
    },
    editing: {
      // Opening again shows what is applied: an unsaved draft from last time is dropped.
      entry: "startDraft",
      on: {
        "filter.edit": { actions: "editDraft" },
        "filter.save": "saved",
        "filter.clear": "cleared",
        "filter.close": [{ guard: "isInline" }, { target: "closed" }],
      },
    },
    saved: {
      entry: ["applyDraft", "emitApplied"],
      always: [{ guard: "isInline", target: "editing" }, { target: "closed" }],
    },
    cleared: {
      entry: ["resetToDefaults", "emitApplied"],
      always: "editing",
    },
  },
});

export type FilterMachine = typeof filterMachine;
