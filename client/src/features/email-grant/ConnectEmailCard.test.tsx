import { EMAIL_GRANT_MESSAGES, PATHS, ROUTES } from "@gradplan/schema";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { EmailGrantDocument } from "../../graphql/generated";
import { getApolloClient } from "../../shared/graphql/client";
import { REFRESH_PATH } from "../../shared/rest/tokenRefresh";
import { type FakeGraphql, fakeGraphql, graphqlError, type RootField } from "../../test/graphql";
import { toasts } from "../../test/page";
import { renderGraphqlPage } from "../../test/render";
import { callsTo, logIn, stubFetch, unauthorized } from "../../test/session";
import { ConnectEmailCard } from "./ConnectEmailCard";
import { EmailGrantLine } from "./EmailGrantLine";
import { aConnectedGrant, aGrant, fakeAssign, NOT_OFFERED } from "./emailGrantFixtures";
import { EMAIL_GRANT_TEXT as T } from "./emailGrantText";

const STUDENT = "st_1001";

function openCard(emailGrant: RootField, other: Record<string, RootField> = {}) {
  logIn({ student_id: STUDENT });
  const fake = fakeGraphql({ emailGrant, ...other });
  renderGraphqlPage("/settings", <ConnectEmailCard studentId={STUDENT} />);
  return fake;
}

function openLine(emailGrant: RootField) {
  logIn({ student_id: STUDENT });
  const fake = fakeGraphql({ emailGrant });
  renderGraphqlPage("/shortlist", <EmailGrantLine />);
  return fake;
}

/** Waits until the grant is read and the answer rendered (for what must not show). */
async function grantRead(fake: FakeGraphql) {
  await waitFor(() => expect(fake.callsOf("emailGrant")).toHaveLength(1));
  await waitFor(() =>
    expect(getApolloClient().readQuery({ query: EmailGrantDocument })).not.toBeNull(),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The session refresh the connect button makes first: renewed, or refused. */
function refreshAnswers(renewed: boolean) {
  return stubFetch((path) => {
    if (path !== REFRESH_PATH) throw new Error(`unexpected call to ${path}`);
    return renewed ? Response.json({ success: true }) : unauthorized();
  });
}

describe("the email access card (account settings)", () => {
  it("shows nothing where the server offers no email grant", async () => {
    const fake = openCard(() => NOT_OFFERED);
    await grantRead(fake);
    expect(screen.queryByRole("heading", { name: T.heading })).toBeNull();
    expect(screen.queryByRole("button", { name: T.connect })).toBeNull();
  });

  it("explains connecting, then renews the session and goes to the start route", async () => {
    const fetchMock = refreshAnswers(true);
    const assign = fakeAssign();
    openCard(() => aGrant());
    const card = await screen.findByRole("region", { name: T.heading });
    expect(within(card).getByText(T.explanation)).not.toBeNull();

    await userEvent.setup().click(within(card).getByRole("button", { name: T.connect }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PATHS.emailGrant.start));
    expect(callsTo(fetchMock, REFRESH_PATH)).toBe(1);
    // The refresh came first: the start route needs a fresh access cookie.
    expect(fetchMock.mock.invocationCallOrder[0]).toBeLessThan(
      assign.mock.invocationCallOrder[0] ?? 0,
    );
    // Busy until the page goes.
    const busy = within(card).getByRole("button", { name: T.connecting });
    expect(busy).toHaveProperty("disabled", true);

    // Back from the consent page through the back/forward cache: ready again.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    });
    expect(within(card).getByRole("button", { name: T.connect })).toHaveProperty("disabled", false);
  });

  it("says so, and does not leave for the provider, when the session cannot be renewed", async () => {
    refreshAnswers(false);
    const assign = fakeAssign();
    openCard(() => aGrant());
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole("button", { name: T.connect }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", T.connectFailed);
    // The shared refresh ended the session and sent the student to log in (a full page load
    // here: no router handler is registered), never to the start route.
    expect(assign).toHaveBeenCalledWith(ROUTES.login);
    expect(assign).not.toHaveBeenCalledWith(PATHS.emailGrant.start);
    expect(screen.getByRole("button", { name: T.connect })).toHaveProperty("disabled", false);
  });

  it("shows since when it is connected and when it was last checked", async () => {
    openCard(() => aConnectedGrant({ lastSyncedAt: "2026-01-06T12:00:00.000Z" }));
    const card = await screen.findByRole("region", { name: T.heading });
    expect(
      await within(card).findByText("Connected since Jan 5, 2026, last checked Jan 6, 2026."),
    ).not.toBeNull();
    expect(within(card).queryByRole("button", { name: T.connect })).toBeNull();
    expect(within(card).queryByRole("button", { name: T.connectAgain })).toBeNull();
    expect(within(card).getByRole("button", { name: T.disconnect })).not.toBeNull();
  });

  it("says only since when before the first check", async () => {
    openCard(() => aConnectedGrant());
    expect(await screen.findByText("Connected since Jan 5, 2026.")).not.toBeNull();
  });

  it("shows a paused grant's reason and connects again from there", async () => {
    refreshAnswers(true);
    const assign = fakeAssign();
    const reason = "Your email provider stopped our access. Connect again to resume.";
    openCard(() => aConnectedGrant({ status: "paused", pausedReason: reason }));
    const card = await screen.findByRole("region", { name: T.heading });
    expect(
      await within(card).findByRole("heading", { level: 3, name: T.pausedHeading }),
    ).not.toBeNull();
    expect(within(card).getByText(reason)).not.toBeNull();

    await userEvent.setup().click(within(card).getByRole("button", { name: T.connectAgain }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PATHS.emailGrant.start));
  });

  it("disconnects after a confirmation, toasts the server's message and reads the grant again", async () => {
    let grant = aConnectedGrant();
    const fake = openCard(() => grant, {
      disconnectEmail: () => {
        grant = aGrant();
        return EMAIL_GRANT_MESSAGES.disconnected;
      },
    });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole("button", { name: T.disconnect }));
    let dialog = screen.getByRole("dialog", { name: T.disconnectTitle });
    expect(within(dialog).getByText(T.disconnectQuestion)).not.toBeNull();
    // Focus starts on the safe choice; Cancel closes without a request.
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: T.cancel }));
    await ui.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fake.callsOf("disconnectEmail")).toEqual([]);

    await ui.click(screen.getByRole("button", { name: T.disconnect }));
    dialog = screen.getByRole("dialog", { name: T.disconnectTitle });
    await ui.click(within(dialog).getByRole("button", { name: T.disconnectConfirm }));
    expect(await within(toasts()).findByText(EMAIL_GRANT_MESSAGES.disconnected)).not.toBeNull();
    expect(fake.callsOf("disconnectEmail")).toEqual([{}]);
    expect(screen.queryByRole("dialog")).toBeNull();
    // The change evicted the grant: the card reads it again and offers to connect.
    expect(await screen.findByRole("button", { name: T.connect })).not.toBeNull();
    expect(fake.callsOf("emailGrant")).toHaveLength(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: T.heading })),
    );
  });

  it.each([
    [
      "the server's words when meant for the student",
      "NOT_FOUND",
      EMAIL_GRANT_MESSAGES.notConnected,
    ],
    ["its own words after a crash", "INTERNAL_SERVER_ERROR", T.disconnectFailed],
  ])("says why a disconnection failed: %s", async (_case, code, shown) => {
    const fake = openCard(() => aConnectedGrant(), {
      disconnectEmail: () => {
        throw graphqlError(EMAIL_GRANT_MESSAGES.notConnected, code);
      },
    });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole("button", { name: T.disconnect }));
    await ui.click(screen.getByRole("button", { name: T.disconnectConfirm }));
    expect(await within(toasts()).findByText(shown)).not.toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: T.disconnect })).not.toBeNull();
    expect(fake.callsOf("emailGrant")).toHaveLength(1);
  });

  it("offers a retry when the grant cannot be read", async () => {
    let fail = true;
    openCard(() => {
      if (fail) throw graphqlError("Boom", "INTERNAL_SERVER_ERROR");
      return aGrant();
    });
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", T.readFailed);
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: T.retry }));
    expect(await screen.findByRole("button", { name: T.connect })).not.toBeNull();
  });
});

describe("the email grant's line (shortlist)", () => {
  it("shows nothing where the server offers no email grant", async () => {
    const fake = openLine(() => NOT_OFFERED);
    await grantRead(fake);
    expect(screen.queryByRole("region", { name: T.heading })).toBeNull();
  });

  it("before connecting: one line and the button, which connects", async () => {
    refreshAnswers(true);
    const assign = fakeAssign();
    openLine(() => aGrant());
    const line = await screen.findByRole("region", { name: T.heading });
    expect(within(line).getByText(T.shortPitch)).not.toBeNull();
    expect(within(line).queryByText(T.explanation)).toBeNull();
    await userEvent.setup().click(within(line).getByRole("button", { name: T.connect }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PATHS.emailGrant.start));
  });

  it.each([
    [
      aConnectedGrant({ lastSyncedAt: "2026-01-06T12:00:00.000Z" }),
      "Email connected: we look for decisions from these universities (last checked Jan 6, 2026).",
    ],
    [
      aConnectedGrant({ status: "paused", pausedReason: "Access was revoked." }),
      "Email connected, but checking it for decisions is paused.",
    ],
  ])("once connected: its state in one line and where to manage it", async (grant, text) => {
    openLine(() => grant);
    const line = await screen.findByRole("region", { name: T.heading });
    expect(within(line).getByText(text)).not.toBeNull();
    expect(within(line).queryByRole("button")).toBeNull();
    expect(
      within(line).getByRole("link", { name: "Manage in Account Settings" }).getAttribute("href"),
    ).toBe(ROUTES.accountSettings);
  });
});
