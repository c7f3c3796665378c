/**
 * Watching for work the server finishes after it stopped waiting (a draft still being written,
 * an evaluation still running): idle -> waiting -> checking, reading the list from the server
 * every few seconds for two minutes at most, until a row is new or changed. Reading the list
 * updates the page's list (the same cached query); the arrival is emitted with the changed rows.
 */
import type { SopSummary } from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { unlessAborted } from "../../shared/machines/unlessAborted";
import { sopApi } from "./sopApi";

/** What the server is finishing: a draft (a new row) or an evaluation (a new or changed row). */
export type WatchKind = "draft" | "evaluation";

/** Loads while watching: every watchInterval, for two minutes. */
export const WATCH_LOADS = 24;

export interface SopWatchContext {
  studentId: string;
  kind: WatchKind;
  /** Each row as it was when the watch started (id, update time and score). */
  before: string[];
  loads: number;
}

export type SopWatchEvent = { type: "watch.start"; kind: WatchKind; before: readonly SopSummary[] };

export type SopWatchEmitted = { type: "watch.arrived"; kind: WatchKind; changed: SopSummary[] };

const signature = (sop: SopSummary) =>
  `${sop.sop_id}|${sop.updated_at}|${sop.sop_overall_score ?? ""}`;

/** The rows of `sops` that are new or changed since `before`. */
export function changedSince(before: readonly string[], sops: readonly SopSummary[]) {
  const known = new Set(before);
  return sops.filter((sop) => !known.has(signature(sop)));
}

export const sopWatchMachine = setup({
  types: {
    context: {} as SopWatchContext,
    events: {} as SopWatchEvent,
    emitted: {} as SopWatchEmitted,
    input: {} as { studentId: string },
  },
  actors: {
    listSops: fromPromise<SopSummary[]>(({ signal }) =>
      unlessAborted(signal, sopApi.listSops(signal)),
    ),
  },
  actions: {
    sopChanged: () => sopApi.sopChanged(),
  },
  delays: { watchInterval: 5_000 },
  guards: {
    arrived: ({ context }, params: { sops: SopSummary[] }) =>
      changedSince(context.before, params.sops).length > 0,
    mayWatchMore: ({ context }) => context.loads < WATCH_LOADS,
  },
}).createMachine({
  id: "sopWatch",
  context: ({ input }) => ({
    studentId: input.studentId,
    kind: "evaluation",
    before: [],
    loads: 0,
  }),
  initial: "idle",
  // A second pending request starts the watch again from the list as it is now.
  on: {
    "watch.start": {
      target: ".waiting",
      actions: assign(({ event }) => ({
        kind: event.kind,
        before: event.before.map(signature),
        loads: 0,
      })),
    },
  },
  states: {
    idle: {},
    waiting: { after: { watchInterval: "checking" } },
    checking: {
      entry: assign({ loads: ({ context }) => context.loads + 1 }),
      invoke: {
        src: "listSops",
        onDone: [
          {
            guard: { type: "arrived", params: ({ event }) => ({ sops: event.output }) },
            target: "idle",
            actions: [
              // What the late work made stale (the SOP's details, the profile strength).
              "sopChanged",
              emit(({ context, event }) => ({
                type: "watch.arrived" as const,
                kind: context.kind,
                changed: changedSince(context.before, event.output),
              })),
            ],
          },
          { guard: "mayWatchMore", target: "waiting" },
          { target: "idle" },
        ],
        // The page keeps showing what it has; a failed load just waits for the next one.
        onError: [{ guard: "mayWatchMore", target: "waiting" }, { target: "idle" }],
      },
    },
  },
});

export type SopWatchMachine = typeof sopWatchMachine;
