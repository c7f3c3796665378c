/**
 * Removing one thing (a shortlisted course, an SOP), confirmed in a dialog: closed ->
 * confirming -> removing -> closed. Cancel (or Escape) closes without a request; the outcome is
 * emitted for a toast, with what the request answered (a message to show, say). Each feature
 * names what it removes, how, and what a failure says.
 */
import { assign, emit, fromPromise, setup } from "xstate";

export interface RemovalContext<Item> {
  studentId: string;
  item: Item | null;
}

export type RemovalEvent<Item> =
  | { type: "remove.ask"; item: Item }
  | { type: "remove.confirm" }
  | { type: "remove.cancel" };

export type RemovalEmitted<Item, Result = void> =
  | { type: "remove.done"; item: Item; result: Result }
  | { type: "remove.failed"; message: string };

export interface RemovalInput<Item> {
  studentId: string;
  item: Item;
}

export interface RemovalOptions<Item, Result = void> {
  id: string;
  /** The request; it rejects when the server refuses or cannot be reached. */
  remove: (input: RemovalInput<Item>) => Promise<Result>;
  /** What the toast says when the removal failed. */
  failureMessage: (error: unknown) => string;
}

export function confirmRemovalMachine<Item, Result = void>({
  id,
  remove,
  failureMessage,
}: RemovalOptions<Item, Result>) {
  return setup({
    types: {
      context: {} as RemovalContext<Item>,
      events: {} as RemovalEvent<Item>,
      emitted: {} as RemovalEmitted<Item, Result>,
      input: {} as { studentId: string },
    },
    actors: {
      remove: fromPromise<Result, RemovalInput<Item>>(({ input }) => remove(input)),
    },
    actions: {
      forget: assign({ item: null }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ studentId: input.studentId, item: null }),
    initial: "closed",
    states: {
      closed: {
        on: {
          "remove.ask": {
            target: "confirming",
            actions: assign({ item: ({ event }) => event.item }),
          },
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
          src: "remove",
          // Confirming follows an ask: the item is set here.
          input: ({ context }) => ({ studentId: context.studentId, item: context.item as Item }),
          onDone: {
            target: "closed",
            actions: [
              emit(({ context, event }) => ({
                type: "remove.done" as const,
                item: context.item as Item,
                result: event.output,
              })),
              "forget",
            ],
          },
          onError: {
            target: "closed",
            actions: [
              emit(({ event }) => ({
                type: "remove.failed" as const,
                message: failureMessage(event.error),
              })),
              "forget",
            ],
          },
        },
      },
    },
  });
}
