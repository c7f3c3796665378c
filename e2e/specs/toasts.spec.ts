/**
 * Toasts cover nothing and can be dismissed (issue 32, item 7): at 375 and 1366 px a status
 * changed on the shortlist's last card, at the screen's foot, toasts below it, clear of the
 * control just used and of the card's title and Remove button; its close button and Escape each
 * close it.
 */
import { ROUTES } from "@gradplan/schema";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { registerWithFilledProfile } from "../support/filled-profile";
import { attachScreenshot, LAPTOP, PHONE, settle } from "../support/layout";

type Box = { x: number; y: number; width: number; height: number };

const toastSaying = (page: Page, text: string) =>
  page
    .getByRole("status", { name: "Notifications" })
    .getByRole("listitem")
    .filter({ hasText: text });

async function boxOf(element: Locator): Promise<Box> {
  const box = await element.boundingBox();
  expect(box, "on the page").not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Puts `control`'s bottom at the screen's foot, where a toast would land on it. */
async function toScreenFoot(control: Locator): Promise<void> {
  await control.evaluate((el) => {
    window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 8);
  });
}

for (const size of [PHONE, LAPTOP]) {
  test(`at ${size.width}px a status change's toast covers nothing and closes by its button and by Escape`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await registerWithFilledProfile(page);
    await page.setViewportSize(size);
    await page.goto(ROUTES.universityShortlisting);
    await settle(page);
    const statuses = page.getByRole("combobox", { name: /^Status of / });
    await expect(statuses).toHaveCount(2);
    const status = statuses.last();
    // The innermost item holding it (the cards' list sits in one of its own).
    const card = page.getByRole("listitem").filter({ has: status }).last();
    const title = card.getByRole("heading", { level: 3 });
    const remove = card.getByRole("button", { name: /^Remove .* from shortlist$/ });

    await toScreenFoot(status);
    // As a hand or keyboard leaves it: focused, its value chosen (selectOption alone focuses not).
    await status.focus();
    await status.selectOption("Applied");
    const applied = toastSaying(page, "Status changed to Applied.");
    await expect(applied).toBeVisible();
    // The pointer on the toast holds it (its 4 s stop), so the checks below see it.
    await applied.hover();
    const toast = await boxOf(applied);
    expect(toast.y + toast.height, "at the screen's foot").toBeLessThanOrEqual(size.height);
    // The page scrolls the control just used clear of the toast once it is shown.
    await expect.poll(async () => overlap(toast, await boxOf(status))).toBe(false);
    expect(overlap(toast, await boxOf(title)), "the toast covers the card's title").toBe(false);
    expect(overlap(toast, await boxOf(remove)), "the toast covers Remove").toBe(false);
    await expect(status).toBeInViewport();
    await expect(title).toBeInViewport();
    await expect(remove).toBeInViewport();
    await attachScreenshot(page, testInfo, `toast-shortlist-${size.width}.png`);

    // Its close button closes it.
    await applied.getByRole("button", { name: "Close notification" }).click();
    await expect(applied).toBeHidden();

    // Escape closes the newest, focus still on the control that made it.
    await toScreenFoot(status);
    await status.focus();
    await status.selectOption("Wait Listed");
    const waitListed = toastSaying(page, "Status changed to Wait Listed.");
    await expect(waitListed).toBeVisible();
    await expect(status).toBeFocused();
    // Held by the pointer, so Escape alone can close it.
    await waitListed.hover();
    await page.keyboard.press("Escape");
    await expect(waitListed).toBeHidden();
    await expect(status).toHaveValue("Wait Listed");
  });
}
