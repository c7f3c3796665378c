/**
 * Connecting the inbox: idle -> starting (renew the session, then leave for the provider) ->
 * leaving. A failed renewal goes back to idle with a message. A page shown again from the
 * back/forward cache (the student pressed Back on the consent page) starts over from idle.
 */
import { assign, fromPromise, setup } from "xstate";
import { emailGrantApi } from "./emailGrantApi";
import { EMAIL_GRANT_TEXT } from "./emailGrantText";

export interface ConnectEmailContext {
  /** Why the last attempt did not leave, shown under the button. */
  error: string | null;
}

export type ConnectEmailEvent = { type: "connect.start" } | { type: "connect.returned" };

export const connectEmailMachine = setup({
  types: {
    context: {} as ConnectEmailContext,
    events: {} as ConnectEmailEvent,
  },
  actors: {
    startConnecting: fromPromise<void>(() => emailGrantApi.startConnecting()),
  },
}).createMachine({
  id: "connectEmail",
  context: { error: null },
  initial: "idle",
  states: {
    idle: {
      on: { "connect.start": { target: "starting", actions: assign({ error: null }) } },
    },
    starting: {
      invoke: {
        src: "startConnecting",
        onDone: "leaving",
        onError: { target: "idle", actions: assign({ error: EMAIL_GRANT_TEXT.connectFailed }) },
      },
    },
    // The browser is on its way to the provider: the button stays busy until the page goes.
    leaving: {
      on: { "connect.returned": "idle" },
    },
  },
});

export type ConnectEmailMachine = typeof connectEmailMachine;
