import { REMINDER_MESSAGES } from "@gradplan/schema";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { deferred } from "../../test/deferred";
import { renderRoutes } from "../../test/render";
import { stubFetch } from "../../test/session";

const json = (status: number, body: unknown) => Response.json(body, { status });

describe("the reminders unsubscribe page", () => {
  it("says it is working, posts the token once, then that reminders are off", async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    renderRoutes(routes, "/reminders-unsubscribe/tok_9");
    expect(await screen.findByText(REMINDER_MESSAGES.turningOff)).not.toBeNull();
    answer.resolve(json(200, { success: true, message: REMINDER_MESSAGES.unsubscribed }));
    expect(await screen.findByText(REMINDER_MESSAGES.unsubscribed)).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toContain("/api/reminders/unsubscribe/tok_9");
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });

  it.each([
    [404, REMINDER_MESSAGES.unknownToken],
    [500, REMINDER_MESSAGES.unexpected],
  ])("answers a %i with its message", async (status, message) => {
    stubFetch(async () => json(status, { success: false, message: "no" }));
    renderRoutes(routes, "/reminders-unsubscribe/tok_9");
    expect(await screen.findByText(message)).not.toBeNull();
  });

  it("says so without a token, and posts nothing", async () => {
    const fetchMock = stubFetch(async () => json(200, {}));
    renderRoutes(routes, "/reminders-unsubscribe");
    expect(await screen.findByText(REMINDER_MESSAGES.noToken)).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
