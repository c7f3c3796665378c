/**
 * The status-update popup (spec 2 sections 4 and 9): POPUP_FETCH_DELAY_MS after the signed-in
 * student is known, read the popups from the network; the first one with show true (of the kind
 * this app shows) that was not closed in this browser session is shown, after its
 * show_after_seconds when above 0. Closing it, whichever way, hides it for the session; 'Never
 * Show Again' first sends the dismiss. A failed read shows nothing (spec 2 section 8).
 *
 * While the student is on the shortlist page itself the popup is held back (it would send them
 * where they are); on leaving, the popups are read again, since the statuses may have changed.
 *
 *   delaying -> fetching -> picked -> waiting -> ready -> showing -> closed
 *                  |           |                   |         `-> dismissing -> closed
 *                  `-> done <--'                   `-> held -> (release) -> delaying
 */
import { POPUP_FETCH_DELAY_MS, POPUP_FOR } from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { closedPopups, markPopupClosed } from "./closedPopups";
import { type PopupAnswer, popupApi } from "./popupApi";

/** The first popup to show: show true, a status-update popup, not closed this session. */
export function firstShownPopup(
  popups: readonly PopupAnswer[],
  closed: readonly number[],
): PopupAnswer | null {
  return (
    popups.find(
      (popup) =>
        popup.show && popup.popup_for === POPUP_FOR.statusUpdate && !closed.includes(popup.id),
    ) ?? null
  );
}

export interface StatusPopupContext {
  studentId: string;
  popup: PopupAnswer | null;
  /** True while the student is on the shortlist page. */
  held: boolean;
}

export type StatusPopupEvent =
  | { type: "popup.hold" }
  | { type: "popup.release" }
  | { type: "popup.update" }
  | { type: "popup.close" }
  | { type: "popup.never" };

export type StatusPopupEmitted = { type: "popup.goToShortlist" };

export const statusPopupMachine = setup({
  types: {
    context: {} as StatusPopupContext,
    events: {} as StatusPopupEvent,
    emitted: {} as StatusPopupEmitted,
    input: {} as { studentId: string; held?: boolean },
  },
  actors: {
    fetchPopups: fromPromise<PopupAnswer[]>(({ signal }) => popupApi.fetchPopups(signal)),
    dismissPopup: fromPromise<void, { popupId: number }>(({ input }) =>
      popupApi.dismissPopup(input),
    ),
  },
  delays: {
    fetchDelay: POPUP_FETCH_DELAY_MS,
    showAfter: ({ context }) => Math.max(0, context.popup?.show_after_seconds ?? 0) * 1000,
  },
  guards: {
    found: ({ context }) => context.popup !== null,
    showsAtOnce: ({ context }) => (context.popup?.show_after_seconds ?? 0) <= 0,
    held: ({ context }) => context.held,
  },
  actions: {
    pick: assign(({ context }, params: { popups: PopupAnswer[] }) => ({
      popup: firstShownPopup(params.popups, closedPopups(context.studentId)),
    })),
    markClosed: ({ context }) => {
      if (context.popup) markPopupClosed(context.studentId, context.popup.id);
    },
    goToShortlist: emit({ type: "popup.goToShortlist" as const }),
  },
}).createMachine({
  id: "statusPopup",
  context: ({ input }) => ({ studentId: input.studentId, popup: null, held: input.held ?? false }),
  initial: "delaying",
  on: {
    "popup.hold": { actions: assign({ held: true }) },
    "popup.release": { actions: assign({ held: false }) },
  },
  states: {
    delaying: {
      after: { fetchDelay: "fetching" },
    },
    fetching: {
      invoke: {
        src: "fetchPopups",
        onDone: {
          target: "picked",
          actions: { type: "pick", params: ({ event }) => ({ popups: event.output }) },
        },
        // Spec 2 section 8: the popup fetch returns null on failure; nothing shows.
        onError: "done",
      },
    },
    picked: {
      always: [{ guard: "found", target: "waiting" }, { target: "done" }],
    },
    waiting: {
      always: { guard: "showsAtOnce", target: "ready" },
      after: { showAfter: "ready" },
    },
    ready: {
      always: [{ guard: "held", target: "held" }, { target: "showing" }],
    },
    held: {
      on: { "popup.release": { target: "delaying", actions: assign({ held: false }) } },
    },
    showing: {
      on: {
        "popup.update": { target: "closed", actions: "goToShortlist" },
        "popup.close": "closed",
        "popup.never": "dismissing",
      },
    },
    dismissing: {
      invoke: {
        src: "dismissPopup",
        input: ({ context }) => ({
          popupId: context.popup?.id ?? 0,
        }),
        // Closed for the session either way; a failed dismiss asks again next session.
        onDone: "closed",
        onError: "closed",
      },
    },
    closed: { entry: "markClosed", type: "final" },
    done: { type: "final" },
  },
});

export type StatusPopupMachine = typeof statusPopupMachine;
