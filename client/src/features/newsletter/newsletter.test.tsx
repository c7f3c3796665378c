import { NEWSLETTER_MESSAGES } from "@gradplan/schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { deferred } from "../../test/deferred";
import { renderRoutes } from "../../test/render";
import { stubFetch } from "../../test/session";

const json = (status: number, body: unknown) => Response.json(body, { status });

describe("the unsubscribe page", () => {
  it("shows 'Unsubscribing...', posts the token once, then the success and a button to /", async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    renderRoutes(routes, "/newsletter-unsubscribe/tok_123");
    expect(await screen.findByText(NEWSLETTER_MESSAGES.unsubscribing)).not.toBeNull();
    answer.resolve(json(200, { success: true, message: NEWSLETTER_MESSAGES.unsubscribed }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.unsubscribeSuccess)).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toContain("/api/newsletter/unsubscribe/tok_123");
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("POST");
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });

  it.each([
    [404, NEWSLETTER_MESSAGES.unsubscribeProblem],
    [410, NEWSLETTER_MESSAGES.unsubscribeProblem],
    [500, NEWSLETTER_MESSAGES.unexpected],
  ])("answers a %i with its message", async (status, message) => {
    stubFetch(() => json(status, { success: false, message: "no" }));
    renderRoutes(routes, "/newsletter-unsubscribe/tok_123");
    expect(await screen.findByText(message)).not.toBeNull();
    expect(screen.getByRole("link", { name: "Back to Home" })).not.toBeNull();
  });

  it("says so when the network fails", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    renderRoutes(routes, "/newsletter-unsubscribe/tok_123");
    expect(await screen.findByText(NEWSLETTER_MESSAGES.unexpected)).not.toBeNull();
  });

  it("without a token shows the spec's message and calls nothing", async () => {
    const fetchMock = stubFetch(() => json(200, {}));
    renderRoutes(routes, "/newsletter-unsubscribe");
    expect(await screen.findByText(NEWSLETTER_MESSAGES.noToken)).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the subscribe box", () => {
  it("subscribes from the footer and shows the server's answer", async () => {
    const fetchMock = stubFetch(() =>
      json(200, { success: true, message: NEWSLETTER_MESSAGES.subscribed }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, "/about");
    const footer = await screen.findByRole("contentinfo");
    const box = within(footer).getByRole("form", { name: "Newsletter" });
    await user.type(within(box).getByLabelText("Get our newsletter"), "asha@example.edu");
    await user.click(within(box).getByRole("button", { name: "Subscribe" }));
    expect(await within(box).findByText(NEWSLETTER_MESSAGES.subscribed)).not.toBeNull();
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/newsletter/subscribe");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "asha@example.edu" });
  });

  it("shows 'Failed to subscribe' when the server fails, and the server's reason for a 400", async () => {
    let status = 500;
    stubFetch(() => json(status, { success: false, message: "Please enter a valid email." }));
    const user = userEvent.setup();
    renderRoutes(routes, "/");
    const box = (await screen.findAllByRole("form", { name: "Newsletter" }))[0] as HTMLElement;
    await user.type(within(box).getByLabelText("Get our newsletter"), "asha@example.edu");
    await user.click(within(box).getByRole("button", { name: "Subscribe" }));
    expect(await within(box).findByText(NEWSLETTER_MESSAGES.subscribeFailed)).not.toBeNull();
    status = 400;
    await user.click(within(box).getByRole("button", { name: "Subscribe" }));
    expect(await within(box).findByText("Please enter a valid email.")).not.toBeNull();
  });
});
