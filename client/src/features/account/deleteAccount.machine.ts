/**
 * Deleting the account, confirmed in a dialog with the password: closed -> confirming ->
 * deleting -> deleted. A wrong password goes back to confirming with the server's message;
 * cancel (or Escape) closes without a request. The password travels in the confirm event only,
 * never in the context.
 */
import { assign, emit, fromPromise, setup } from "xstate";
import { accountApi } from "./accountApi";

export interface DeleteAccountContext {
  studentId: string;
  /** The last failure's message, shown in the dialog. */
  error: string | null;
}

export type DeleteAccountEvent =
  | { type: "delete.ask" }
  | { type: "delete.confirm"; password: string }
  | { type: "delete.cancel" };

export type DeleteAccountEmitted = { type: "delete.done" };

export const deleteAccountMachine = setup({
  types: {
    context: {} as DeleteAccountContext,
    events: {} as DeleteAccountEvent,
    emitted: {} as DeleteAccountEmitted,
    input: {} as { studentId: string },
  },
  actors: {
    deleteAccount: fromPromise<void, { studentId: string; password: string }>(({ input }) =>
      accountApi.deleteAccount(input.password),
    ),
  },
  actions: {
    forget: assign({ error: null }),
  },
}).createMachine({
  id: "deleteAccount",
  context: ({ input }) => ({ studentId: input.studentId, error: null }),
  initial: "closed",
  states: {
    closed: {
      on: { "delete.ask": { target: "confirming", actions: "forget" } },
    },
    confirming: {
      on: {
        "delete.confirm": "deleting",
        "delete.cancel": { target: "closed", actions: "forget" },
      },
    },
    deleting: {
      // Cancel is ignored here: the request is on its way.
      invoke: {
        src: "deleteAccount",
        input: ({ context, event }) => ({
          studentId: context.studentId,
          password: event.type === "delete.confirm" ? event.password : "",
        }),
        onDone: { target: "deleted", actions: emit({ type: "delete.done" as const }) },
        onError: {
          target: "confirming",
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : null),
          }),
        },
      },
    },
    deleted: { type: "final" },
  },
});

export type DeleteAccountMachine = typeof deleteAccountMachine;
