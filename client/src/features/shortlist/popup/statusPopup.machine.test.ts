import { POPUP_FETCH_DELAY_MS, POPUP_FOR } from "@gradplan/schema";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { closedPopups, markPopupClosed } from "./closedPopups";
import type { PopupAnswer } from "./popupApi";
import { firstShownPopup, statusPopupMachine } from "./statusPopup.machine";

const popup = (overrides: Partial<PopupAnswer> = {}): PopupAnswer => ({
  id: 1,
  show: true,
  show_after_seconds: 0,
  popup_for: POPUP_FOR.statusUpdate,
  ...overrides,
});

function start(
  answer: () => Promise<PopupAnswer[]>,
  options: { held?: boolean; dismiss?: () => Promise<void> } = {},
) {
  const fetchPopups = vi.fn(() => answer());
  const dismiss = options.dismiss ?? (async () => {});
  const dismissPopup = vi.fn((_input: { popupId: number }) => dismiss());
  const machine = statusPopupMachine.provide({
    actors: {
      fetchPopups: fromPromise<PopupAnswer[]>(() => fetchPopups()),
      dismissPopup: fromPromise<void, { popupId: number }>(({ input }) => dismissPopup(input)),
    },
  });
  const actor = createActor(machine, { input: { studentId: "st_1", held: options.held } });
  const emitted: string[] = [];
  actor.on("*", (event) => emitted.push(event.type));
  actor.start();
  const showing = () => actor.getSnapshot().matches("showing");
  return { actor, fetchPopups, dismissPopup, emitted, showing };
}

/** Lets the fake timers run and the settled promises' callbacks land. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe("statusPopupMachine", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => sessionStorage.clear());

  it("reads the popups 1 s after start, not before, and shows a popup with no wait at once", async () => {
    const { fetchPopups, showing } = start(async () => [popup()]);
    await advance(POPUP_FETCH_DELAY_MS - 1);
    expect(fetchPopups).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchPopups).toHaveBeenCalled();
    expect(showing()).toBe(true);
  });

  it("waits show_after_seconds when above 0", async () => {
    const { actor, showing } = start(async () => [popup({ show_after_seconds: 5 })]);
    await advance(POPUP_FETCH_DELAY_MS);
    expect(actor.getSnapshot().value).toBe("waiting");
    await advance(4_999);
    expect(showing()).toBe(false);
    await advance(1);
    expect(showing()).toBe(true);
  });

  it("shows the first popup with show true that was not closed this session", async () => {
    markPopupClosed("st_1", 2);
    const { actor } = start(async () => [
      popup({ id: 1, show: false }),
      popup({ id: 2 }),
      popup({ id: 3, popup_for: "something_else" }),
      popup({ id: 4, show_after_seconds: 3 }),
      popup({ id: 5 }),
    ]);
    await advance(POPUP_FETCH_DELAY_MS + 3_000);
    expect(actor.getSnapshot().value).toBe("showing");
    expect(actor.getSnapshot().context.popup?.id).toBe(4);
  });

  it.each([
    ["popup.close", []],
    ["popup.update", ["popup.goToShortlist"]],
  ] as const)("%s closes it for the session", async (type, emittedEvents) => {
    const first = start(async () => [popup({ id: 7 })]);
    await advance(POPUP_FETCH_DELAY_MS);
    first.actor.send({ type });
    expect(first.actor.getSnapshot().status).toBe("done");
    expect(first.emitted).toEqual(emittedEvents);
    expect(first.dismissPopup).not.toHaveBeenCalled();
    expect(closedPopups("st_1")).toEqual([7]);

    // The next mount in this session reads again, and shows nothing.
    const second = start(async () => [popup({ id: 7 })]);
    await advance(POPUP_FETCH_DELAY_MS);
    expect(second.fetchPopups).toHaveBeenCalled();
    expect(second.showing()).toBe(false);
    expect(second.actor.getSnapshot().value).toBe("done");
    // Another student on this browser is not affected.
    expect(closedPopups("st_2")).toEqual([]);
  });

  it("'Never Show Again' sends the dismiss, then closes", async () => {
    let settle = () => {};
    const { actor, dismissPopup } = start(async () => [popup({ id: 9 })], {
      dismiss: () => new Promise<void>((resolve) => (settle = resolve)),
    });
    await advance(POPUP_FETCH_DELAY_MS);
    actor.send({ type: "popup.never" });
    expect(dismissPopup).toHaveBeenCalledWith({ popupId: 9 });
    expect(actor.getSnapshot().value).toBe("dismissing");
    // Closing while the dismiss is on its way waits for it.
    actor.send({ type: "popup.close" });
    expect(actor.getSnapshot().value).toBe("dismissing");
    settle();
    await advance(0);
    expect(actor.getSnapshot().status).toBe("done");
    expect(closedPopups("st_1")).toEqual([9]);
  });

  it("closes for the session even when the dismiss fails", async () => {
    const { actor } = start(async () => [popup({ id: 9 })], {
      dismiss: () => Promise.reject(new Error("down")),
    });
    await advance(POPUP_FETCH_DELAY_MS);
    actor.send({ type: "popup.never" });
    await advance(0);
    expect(actor.getSnapshot().status).toBe("done");
    expect(closedPopups("st_1")).toEqual([9]);
  });

  it("shows nothing when the read fails, or finds nothing to show", async () => {
    const failed = start(() => Promise.reject(new Error("down")));
    await advance(POPUP_FETCH_DELAY_MS);
    expect(failed.actor.getSnapshot().value).toBe("done");
    const none = start(async () => [popup({ show: false })]);
    await advance(POPUP_FETCH_DELAY_MS);
    expect(none.actor.getSnapshot().value).toBe("done");
    await advance(60_000);
    expect(failed.showing() || none.showing()).toBe(false);
  });

  it("holds the popup back on the shortlist page, and reads again after the student leaves", async () => {
    let popups = [popup({ id: 3 })];
    const { actor, fetchPopups, showing } = start(async () => popups, { held: true });
    await advance(POPUP_FETCH_DELAY_MS);
    expect(actor.getSnapshot().value).toBe("held");
    expect(showing()).toBe(false);

    // Leaving: read again after the delay (statuses may have changed meanwhile).
    popups = [popup({ id: 3, show: false })];
    actor.send({ type: "popup.release" });
    await advance(POPUP_FETCH_DELAY_MS);
    expect(fetchPopups).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe("done");
  });

  it("shows a held popup once the student has left the shortlist page", async () => {
    const { actor, showing } = start(async () => [popup()], { held: true });
    await advance(POPUP_FETCH_DELAY_MS);
    actor.send({ type: "popup.release" });
    await advance(POPUP_FETCH_DELAY_MS);
    expect(showing()).toBe(true);
  });
});

describe("firstShownPopup", () => {
  it("skips hidden, closed and unknown popups", () => {
    expect(firstShownPopup([popup({ show: false }), popup({ id: 2 })], [])?.id).toBe(2);
    expect(firstShownPopup([popup({ id: 2 })], [2])).toBeNull();
    expect(firstShownPopup([popup({ popup_for: "other" })], [])).toBeNull();
    expect(firstShownPopup([], [])).toBeNull();
  });
});
