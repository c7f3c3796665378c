/**
 * Toasts cover nothing and can be dismissed (issue 32, item 7): at 375 and 1366 px a toast takes
 * a strip of its own under the navbar's bar, pushing the page down rather than lying on it. A
 * status changed on the shortlist's last card at the screen's foot stays in view with the card's
 * title and Remove button; the resume's 'Update Resume' and score, and the SOP's score meter, are
 * clear of theirs; its close button and Escape each close it. Screenshots of each go to the report.
 */
import { resolve } from "node:path";
import { RESUME_MESSAGES, ROUTES, SOP_MESSAGES, SOP_QUESTIONS } from "@gradplan/schema";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { newEmail, register } from "../support/accounts";
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

/**
 * The toast lies in the header's strip, and every control named is wholly on the screen below
 * the header (so neither the toast nor the header hides any of it).
 */
async function expectCoversNothing(page: Page, toast: Locator, controls: Locator[]) {
  const header = await boxOf(page.getByRole("banner"));
  const box = await boxOf(toast);
  expect(box.y, "the toast is in the header's strip").toBeGreaterThanOrEqual(header.y);
  expect(box.y + box.height, "the toast is in the header's strip").toBeLessThanOrEqual(
    header.y + header.height,
  );
  const height = page.viewportSize()?.height ?? 0;
  for (const control of controls) {
    const at = await boxOf(control);
    expect(overlap(box, at), "the toast covers a control").toBe(false);
    expect(at.y, "below the header").toBeGreaterThanOrEqual(header.y + header.height);
    expect(at.y + at.height, "on the screen").toBeLessThanOrEqual(height);
  }
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
    // The page pushed down by the toast, the control just used is brought back on the screen.
    await expect(status).toBeInViewport({ ratio: 1 });
    await expectCoversNothing(page, applied, [status, title, remove]);
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

const resumeFixture = resolve(
  import.meta.dirname,
  "../../workers/test-fixtures/resumes/3-good.docx",
);

for (const size of [PHONE, LAPTOP]) {
  test(`at ${size.width}px the resume's and the SOP's toasts cover nothing`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await register(page, newEmail());

    await page.goto(ROUTES.resumeEvaluation);
    await page
      .getByRole("dialog", { name: "A message from the founder" })
      .getByRole("button", { name: "Cancel" })
      .click();
    const add = page.getByRole("dialog", { name: "Add Resume" });
    await add.getByLabel("Resume name").fill("Fall 2027");
    await add.getByLabel("Resume file (.docx)").setInputFiles(resumeFixture);
    await add.getByRole("button", { name: "Upload and Evaluate" }).click();
    await expect(add).toBeHidden();
    const added = toastSaying(page, RESUME_MESSAGES.added);
    await expect(added).toBeVisible();
    await added.hover();
    const update = page.getByRole("button", { name: "Update Resume" });
    const score = page.getByRole("meter", { name: "Resume score" });
    await expect(score).toHaveAttribute("aria-valuetext", /out of 100/);
    await update.scrollIntoViewIfNeeded();
    await added.hover();
    await expectCoversNothing(page, added, [update]);
    await score.scrollIntoViewIfNeeded();
    await added.hover();
    await expectCoversNothing(page, added, [score]);
    await attachScreenshot(page, testInfo, `toast-resume-${size.width}.png`);
    await added.getByRole("button", { name: "Close notification" }).click();
    await expect(added).toBeHidden();

    await page.goto(ROUTES.sopEvaluation);
    await page.getByRole("button", { name: "Write a draft with us" }).first().click();
    const draft = page.getByRole("dialog", { name: "Write a draft with us" });
    await draft.getByLabel("SOP name").fill("A first draft");
    await draft
      .getByLabel(SOP_QUESTIONS.whyField.label)
      .fill("A week of lab results lost to a power cut made me write a checkpointing tool.");
    await draft.getByRole("button", { name: "Write my draft" }).click();
    await expect(draft).toBeHidden({ timeout: 15_000 });
    await page.getByRole("button", { name: "Evaluate this draft" }).click();
    const evaluated = toastSaying(page, SOP_MESSAGES.evaluated);
    await expect(evaluated).toBeVisible();
    await evaluated.hover();
    const meter = page.getByRole("meter", { name: "SOP Score" });
    await meter.scrollIntoViewIfNeeded();
    await evaluated.hover();
    await expectCoversNothing(page, evaluated, [meter]);
    await attachScreenshot(page, testInfo, `toast-sop-${size.width}.png`);
    await evaluated.focus();
    await page.keyboard.press("Escape");
    await expect(evaluated).toBeHidden();
  });
}
