import { POPUP_FOR, POPUP_TEXT } from "@gradplan/schema";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { fakeGraphql, graphqlError, type RootField } from "../../../test/graphql";
import { loadRoute, renderApp } from "../../../test/render";
import { logIn } from "../../../test/session";
import { NO_FEED } from "../shortlistFixtures";

beforeAll(async () => {
  await Promise.all([loadRoute("/dashboard"), loadRoute("/university-shortlisting")]);
}, 30_000);

afterEach(() => sessionStorage.clear());

const POPUP = { id: 11, show: true, show_after_seconds: 0, popup_for: POPUP_FOR.statusUpdate };

function fakeApi(popups: RootField = () => [POPUP], other: Record<string, RootField> = {}) {
  return fakeGraphql({
    popups,
    dismissPopup: () => true,
    shortlist: () => [],
    calendarFeed: () => NO_FEED,
    ...other,
  });
}

const findPopup = () => screen.findByRole("dialog", { name: POPUP_TEXT.title });

/** Lets the popup's delay pass (the machine reads 1 s after mount) and its read land. */
async function afterTheRead(graphql: ReturnType<typeof fakeApi>, reads: number) {
  await waitFor(() => expect(graphql.callsOf("popups")).toHaveLength(reads));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe("StatusPopup", () => {
  it("asks for an update a second after a platform page opens; 'Update statuses' goes to the shortlist", async () => {
    logIn();
    const graphql = fakeApi();
    const user = userEvent.setup();
    const { router } = renderApp("/dashboard");
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    expect(screen.queryByRole("dialog")).toBeNull();

    const dialog = await findPopup();
    expect(graphql.callsOf("popups")).toEqual([{}]);
    expect(within(dialog).getByText(POPUP_TEXT.body)).not.toBeNull();
    for (const name of [POPUP_TEXT.update, POPUP_TEXT.close, POPUP_TEXT.never, "Close dialog"]) {
      expect(within(dialog).getByRole("button", { name })).not.toBeNull();
    }
    await user.click(within(dialog).getByRole("button", { name: POPUP_TEXT.update }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/university-shortlisting"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(graphql.callsOf("dismissPopup")).toEqual([]);
  });

  it("closing (Escape too) hides it for the rest of the session", async () => {
    logIn();
    const graphql = fakeApi();
    const user = userEvent.setup();
    const first = renderApp("/dashboard");
    await findPopup();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();

    // A new page load in this session: the popups are read again, and nothing shows.
    first.unmount();
    renderApp("/dashboard");
    await afterTheRead(graphql, 2);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("'Never Show Again' sends the dismiss, then closes", async () => {
    logIn();
    const graphql = fakeApi();
    const user = userEvent.setup();
    renderApp("/dashboard");
    const dialog = await findPopup();
    await user.click(within(dialog).getByRole("button", { name: POPUP_TEXT.never }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(graphql.callsOf("dismissPopup")).toEqual([{ popupId: 11, isDismissed: true }]);
  });

  it("shows nothing when the read fails", async () => {
    logIn();
    const graphql = fakeApi(() => {
      throw graphqlError("down", "INTERNAL_SERVER_ERROR");
    });
    renderApp("/dashboard");
    await afterTheRead(graphql, 1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is not shown on the shortlist page itself", async () => {
    logIn();
    const graphql = fakeApi();
    renderApp("/university-shortlisting");
    await screen.findByRole("heading", { level: 1, name: "University Shortlist" });
    await afterTheRead(graphql, 1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is not shown to visitors", async () => {
    const graphql = fakeApi(undefined, {
      filterUniversities: () => ({ universities: [], totalCount: 0 }),
    });
    renderApp("/university-search");
    await screen.findByRole("heading", { level: 1, name: "University Search" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(graphql.callsOf("popups")).toEqual([]);
  });
});
