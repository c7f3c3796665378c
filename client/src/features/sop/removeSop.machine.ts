/**
 * Deleting an SOP, confirmed in a dialog: closed -> confirming -> removing -> closed. Cancel
 * (or Escape) closes without a request; the outcome is emitted for a toast. The removal evicts
 * the list (cache.ts), so it reads again without the SOP.
 */
import type { SopSummary } from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { failureMessage, sopApi } from "./sopApi";
import { SOP_TEXT } from "./sopText";

export type RemovableSop = Pick<SopSummary, "sop_id" | "sop_name">;

export interface RemoveSopContext {
  sop: RemovableSop | null;
}

export type RemoveSopEvent =
  | { type: "remove.ask"; sop: RemovableSop }
  | { type: "remove.confirm" }
  | { type: "remove.cancel" };

export type RemoveSopEmitted =
  | { type: "remove.done"; sop: RemovableSop }
  | { type: "remove.failed"; message: string };

export const removeSopMachine = setup({
  types: {
    context: {} as RemoveSopContext,
    events: {} as RemoveSopEvent,
    emitted: {} as RemoveSopEmitted,
  },
  actors: {
    deleteSop: fromPromise<void, { sopId: string }>(({ input }) => sopApi.deleteSop(input.sopId)),
  },
  actions: {
    forget: assign({ sop: null }),
  },
}).createMachine({
  id: "removeSop",
  context: { sop: null },
  initial: "closed",
  states: {
    closed: {
      on: {
        "remove.ask": { target: "confirming", actions: assign({ sop: ({ event }) => event.sop }) },
      },
    },
    confirming: {
      on: {
        "remove.confirm": "removing",
        "remove.cancel": { target: "closed", actions: "forget" },
      },
    },
    removing: {
      // Cancel is ignored here: the request is on its way.
      invoke: {
        src: "deleteSop",
        input: ({ context }) => ({ sopId: context.sop?.sop_id ?? "" }),
        onDone: {
          target: "closed",
          actions: [
            emit(({ context }) => ({
              type: "remove.done" as const,
              sop: context.sop as RemovableSop,
            })),
            "forget",
          ],
        },
        onError: {
          target: "closed",
          actions: [
            emit(({ event }) => ({
              type: "remove.failed" as const,
              message: failureMessage(event.error, SOP_TEXT.remove.failed),
            })),
            "forget",
          ],
        },
      },
    },
  },
});

export type RemoveSopMachine = typeof removeSopMachine;
