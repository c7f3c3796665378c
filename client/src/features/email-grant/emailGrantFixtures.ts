/** Test fixtures: the email grant as the gateway answers it, and a fake window.location.assign. */
import { vi } from "vitest";
import type { EmailGrantQuery } from "../../graphql/generated";

type EmailGrant = EmailGrantQuery["emailGrant"];

const NOT_CONNECTED: EmailGrant = {
  available: true,
  connected: false,
  status: null,
  pausedReason: null,
  connectedAt: null,
  lastSyncedAt: null,
};

/** Offered and not connected, unless `overrides` say otherwise. */
export function aGrant(overrides: Partial<EmailGrant> = {}): EmailGrant {
  return { ...NOT_CONNECTED, ...overrides };
}

/** Connected at noon UTC (the same calendar day in every zone a test machine uses). */
export function aConnectedGrant(overrides: Partial<EmailGrant> = {}): EmailGrant {
  return aGrant({
    connected: true,
    status: "active",
    connectedAt: "2026-01-05T12:00:00.000Z",
    lastSyncedAt: null,
    ...overrides,
  });
}

export const NOT_OFFERED = aGrant({ available: false });

/** Replaces window.location.assign (jsdom cannot navigate) with a spy; restored after the test. */
export function fakeAssign() {
  const assign = vi.fn();
  vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
  return assign;
}
