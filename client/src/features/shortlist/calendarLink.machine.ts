/**
 * The calendar subscription link: idle -> (confirming, when a link exists and would be
 * replaced) -> creating -> idle. The new URL is kept here, in memory, for this visit only: the
 * server shows it once and never again.
 */
import { assign, emit, fromPromise, setup } from "xstate";
import { shortlistApi } from "./shortlistApi";

export interface CalendarLinkContext {
  studentId: string;
  /** The URL made during this visit; null until one is. */
  url: string | null;
}

export type CalendarLinkEvent =
  /** `active`: a link exists already, so making one replaces it (asked first). */
  | { type: "calendar.create"; active: boolean }
  | { type: "calendar.confirm" }
  | { type: "calendar.cancel" };

export type CalendarLinkEmitted = { type: "calendar.failed" };

export const calendarLinkMachine = setup({
  types: {
    context: {} as CalendarLinkContext,
    events: {} as CalendarLinkEvent,
    emitted: {} as CalendarLinkEmitted,
    input: {} as { studentId: string },
  },
  actors: {
    resetCalendarFeed: fromPromise<string>(() => shortlistApi.resetCalendarFeed()),
  },
  guards: {
    replaces: ({ event }) => event.type === "calendar.create" && event.active,
  },
}).createMachine({
  id: "calendarLink",
  context: ({ input }) => ({ studentId: input.studentId, url: null }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "calendar.create": [{ guard: "replaces", target: "confirming" }, { target: "creating" }],
      },
    },
    confirming: {
      on: { "calendar.confirm": "creating", "calendar.cancel": "idle" },
    },
    creating: {
      invoke: {
        src: "resetCalendarFeed",
        onDone: { target: "idle", actions: assign({ url: ({ event }) => event.output }) },
        onError: { target: "idle", actions: emit({ type: "calendar.failed" as const }) },
      },
    },
  },
});

export type CalendarLinkMachine = typeof calendarLinkMachine;
