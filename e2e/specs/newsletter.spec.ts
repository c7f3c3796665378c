import { API, NEWSLETTER_MESSAGES, pathOf } from "@gradplan/schema";
import { expect, test } from "@playwright/test";
import { newEmail } from "../support/accounts";
import { latestEmailTo } from "../support/outbox";

/** The path of the emailed link to `page` in the latest email to the address. */
async function emailedLink(email: string, page: string): Promise<string> {
  const mail = await latestEmailTo(email);
  const link = mail.text.match(new RegExp(`https?://\\S+/${page}/[A-Za-z0-9_-]+`))?.[0];
  expect(link, `a ${page} link in "${mail.subject}"`).toBeTruthy();
  return new URL(link as string).pathname;
}

test.describe("the newsletter", () => {
  test("a visitor subscribes from the footer and unsubscribes through the emailed link", async ({
    page,
  }) => {
    const email = newEmail();
    await page.goto("/");
    const box = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter" });
    await box.getByLabel("Get our newsletter").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByText(NEWSLETTER_MESSAGES.subscribed)).toBeVisible();

    // Double opt-in: the confirmation link, then the unsubscribe link of the same email.
    await page.goto(await emailedLink(email, "newsletter-confirm"));
    await expect(page.getByText(NEWSLETTER_MESSAGES.confirmSuccess)).toBeVisible();

    const unsubscribe = await emailedLink(email, "newsletter-unsubscribe");
    await page.goto(unsubscribe);
    await expect(page.getByText(NEWSLETTER_MESSAGES.unsubscribeSuccess)).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);

    // Used again (a double click, a mail scanner's prefetch), on a phone: still unsubscribed.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(unsubscribe);
    await expect(page.getByText(NEWSLETTER_MESSAGES.unsubscribeSuccess)).toBeVisible();
    await expect(page.getByText(NEWSLETTER_MESSAGES.unsubscribeProblem)).toHaveCount(0);
    // A link we never sent is the spec's problem message.
    await page.goto("/newsletter-unsubscribe/never-a-token-we-made-0123456789abcdef");
    await expect(page.getByText(NEWSLETTER_MESSAGES.unsubscribeProblem)).toBeVisible();
  });

  test("the first email's unsubscribe link still works after subscribing again", async ({
    page,
    request,
  }) => {
    const email = newEmail();
    await request.post(pathOf(API.newsletter.subscribe), { data: { email } });
    const first = await emailedLink(email, "newsletter-unsubscribe");
    await page.goto(first);
    await expect(page.getByText(NEWSLETTER_MESSAGES.unsubscribeSuccess)).toBeVisible();
    // Subscribed again: a new email with a new link; the first one still unsubscribes.
    await request.post(pathOf(API.newsletter.subscribe), { data: { email } });
    expect(await emailedLink(email, "newsletter-unsubscribe")).not.toBe(first);
    await page.goto(first);
    await expect(page.getByText(NEWSLETTER_MESSAGES.unsubscribeSuccess)).toBeVisible();
  });

  test("the unsubscribe page without a token shows the spec's message", async ({ page }) => {
    await page.goto("/newsletter-unsubscribe");
    await expect(page.getByText(NEWSLETTER_MESSAGES.noToken)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });
});
