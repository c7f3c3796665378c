/**
 * The preferences editor (issue 18): closed -> editing -> saving -> closed, or back to editing
 * with the reason when the save fails. It opens on the preferences in force (the defaults until
 * the first save), edits a draft, and only Save sends it: Cancel and Escape keep what was saved.
 */
import type { ShortlistingPreferences } from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { studentMessage } from "../../shared/graphql/request";
import { preferencesApi } from "./preferencesApi";
import { PREFERENCES_TEXT } from "./preferencesText";

export interface PreferencesEditorContext {
  studentId: string;
  draft: ShortlistingPreferences;
  error: string | null;
}

export type PreferencesEditorEvent =
  | { type: "prefs.open"; current: PreferencesAnswer }
  | { type: "prefs.edit"; patch: Partial<ShortlistingPreferences> }
  | { type: "prefs.save" }
  | { type: "prefs.cancel" };

export type PreferencesEditorEmitted = { type: "prefs.saved" } | { type: "prefs.closed" };

/** The preferences as the server answers them: ranges as lists (GraphQL has no tuples). */
export interface PreferencesAnswer {
  tuition: readonly number[];
  course_ranking: readonly number[];
  location: readonly string[];
  weather: readonly string[];
}

/** The answer as a draft the editor may change without touching the cached answer. */
const draftOf = (p: PreferencesAnswer): ShortlistingPreferences => ({
  tuition: [p.tuition[0] ?? 0, p.tuition[1] ?? 0],
  course_ranking: [p.course_ranking[0] ?? 0, p.course_ranking[1] ?? 0],
  location: [...p.location],
  weather: [...p.weather],
});

export const preferencesEditorMachine = setup({
  types: {
    context: {} as PreferencesEditorContext,
    events: {} as PreferencesEditorEvent,
    emitted: {} as PreferencesEditorEmitted,
    input: {} as { studentId: string; initial: ShortlistingPreferences },
  },
  actors: {
    save: fromPromise<void, { studentId: string; preferences: ShortlistingPreferences }>(
      ({ input }) => preferencesApi.savePreferences(input),
    ),
  },
}).createMachine({
  id: "preferencesEditor",
  context: ({ input }) => ({ studentId: input.studentId, draft: input.initial, error: null }),
  initial: "closed",
  states: {
    closed: {
      on: {
        "prefs.open": {
          target: "editing",
          actions: assign({ draft: ({ event }) => draftOf(event.current), error: null }),
        },
      },
    },
    editing: {
      on: {
        "prefs.edit": {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, ...event.patch }),
            error: null,
          }),
        },
        "prefs.save": "saving",
        "prefs.cancel": { target: "closed", actions: emit({ type: "prefs.closed" }) },
      },
    },
    saving: {
      invoke: {
        src: "save",
        input: ({ context }) => ({ studentId: context.studentId, preferences: context.draft }),
        onDone: { target: "closed", actions: emit({ type: "prefs.saved" }) },
        onError: {
          target: "editing",
          actions: assign({
            error: ({ event }) => studentMessage(event.error, PREFERENCES_TEXT.failed),
          }),
        },
      },
    },
  },
});

export type PreferencesEditorMachine = typeof preferencesEditorMachine;
