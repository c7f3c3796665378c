/**
 * Layout checks as a person sees a page at a given width: it never scrolls sideways, the navbar
 * stays one line (its search box showing its whole placeholder), and a page that paints its own
 * background reaches the footer. They are soft: a sweep over many pages reports every misfit.
 * Below them, what a check of one scroll area (the compare table) needs, and report screenshots.
 */
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

/** A phone and the most common laptop screen. */
export const PHONE = { width: 375, height: 812 } as const;
export const LAPTOP = { width: 1366, height: 768 } as const;

/** theme.layout.navbarHeight: the bar's height when its items share one line. */
const NAVBAR_HEIGHT = 64;

/** Waits for the page's heading and for every skeleton (aria-busy) to be gone. */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 15_000 });
}

/** The page is no wider than the screen; on failure, says which elements stick out. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth, culprits } = await page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.body.querySelectorAll("*")].filter(
      (el) => el.getBoundingClientRect().right > root.clientWidth + 1,
    );
    // The outermost ones: their children stick out with them.
    const outermost = wide.filter(
      (el) => !wide.some((other) => other !== el && other.contains(el)),
    );
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      culprits: outermost.slice(0, 5).map((el) => {
        const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
        return `<${el.tagName.toLowerCase()}> ${Math.round(el.getBoundingClientRect().right)}px "${name}"`;
      }),
    };
  });
  expect
    .soft(
      scrollWidth,
      `${where}: ${scrollWidth}px wide on a ${clientWidth}px screen; ${culprits.join(", ")}`,
    )
    .toBeLessThanOrEqual(clientWidth);
}

/**
 * The navbar is one line: no taller than its row, every visible item centred on the same line
 * (a wrapped item, such as 'Back to Dashboard' on two lines, is taller and off-centre), and its
 * search box, when shown, wide enough for its whole placeholder.
 */
export async function expectOneLineNavbar(page: Page, where: string): Promise<void> {
  const bar = await page.evaluate(() => {
    // The bar, not the toasts' strip under it.
    const header = document.querySelector("header")?.firstElementChild;
    if (!header) return null;
    const items = [...header.querySelectorAll<HTMLElement>("a, button, input")]
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const input = [...header.querySelectorAll("input")].find((el) => el.offsetParent !== null);
    let placeholder = null;
    if (input) {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d");
      if (context) context.font = style.font;
      placeholder = {
        text: context?.measureText(input.placeholder).width ?? 0,
        room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    }
    return {
      height: header.getBoundingClientRect().height,
      centres: items.map((box) => box.top + box.height / 2),
      tallest: Math.max(...items.map((box) => box.height)),
      placeholder,
    };
  });
  expect.soft(bar, `${where}: no navbar`).not.toBeNull();
  if (!bar) return;
  expect
    .soft(bar.height, `${where}: the navbar is ${bar.height}px tall`)
    .toBeLessThanOrEqual(NAVBAR_HEIGHT);
  expect
    .soft(bar.tallest, `${where}: a navbar item is ${bar.tallest}px tall`)
    .toBeLessThanOrEqual(48);
  const spread = Math.max(...bar.centres) - Math.min(...bar.centres);
  expect.soft(spread, `${where}: navbar items ${spread}px apart vertically`).toBeLessThanOrEqual(2);
  if (bar.placeholder) {
    expect
      .soft(
        bar.placeholder.room,
        `${where}: the search box has ${bar.placeholder.room}px for a ${bar.placeholder.text}px placeholder`,
      )
      .toBeGreaterThanOrEqual(bar.placeholder.text);
  }
}

/**
 * Nothing of the main area's own white shows between the page and the footer, on a screen taller
 * than the page (a page with its own background, such as /login, must reach the footer).
 */
export async function expectNoBandAboveFooter(page: Page, where: string): Promise<void> {
  const size = page.viewportSize();
  if (!size) return;
  await page.setViewportSize({ width: size.width, height: 1400 });
  const band = await page.evaluate(() => {
    const footer = document.querySelector("footer");
    const main = document.querySelector("main");
    if (!footer || !main) return null;
    window.scrollTo(0, document.documentElement.scrollHeight);
    const top = footer.getBoundingClientRect().top;
    const hit = document.elementFromPoint(document.documentElement.clientWidth / 2, top - 2);
    const content = main.lastElementChild?.getBoundingClientRect().bottom ?? top;
    return hit === main ? Math.round(top - content) : 0;
  });
  await page.setViewportSize(size);
  expect.soft(band, `${where}: a ${band}px band of white above the footer`).toBe(0);
}

/** Each word, wherever it shows on the page, sits on one line: never split mid-word. */
export async function expectWordsWhole(
  page: Page,
  words: readonly string[],
  where: string,
): Promise<void> {
  const split = await page.evaluate((wanted) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of wanted) {
        const at = node.textContent?.indexOf(word) ?? -1;
        if (at === -1) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
        if (lines.size > 1) found.push(word);
      }
    }
    return found;
  }, words);
  expect.soft(split, `${where}: words split across lines`).toEqual([]);
}

/** Both checks every page passes, on the page as it stands. */
export async function expectLayoutFits(page: Page, where: string): Promise<void> {
  await expectNoSidewaysScroll(page, where);
  await expectOneLineNavbar(page, where);
}

/** A screenshot kept in the test's output folder and attached to the report. */
export async function attachScreenshot(
  page: Page,
  testInfo: TestInfo,
  file: string,
): Promise<void> {
  const path = testInfo.outputPath(file);
  await page.screenshot({ path });
  await testInfo.attach(file, { path, contentType: "image/png" });
}

/** Whether a scroll area can scroll sideways, and how far it is scrolled. */
export function sideways(area: Locator): Promise<{ scrollable: boolean; scrolled: number }> {
  return area.evaluate((el) => ({
    scrollable: el.scrollWidth > el.clientWidth,
    scrolled: el.scrollLeft,
  }));
}

/** The element lies wholly inside the scroll area's visible box. */
export async function expectShown(element: Locator, area: Locator): Promise<void> {
  const [box, frame] = await Promise.all([element.boundingBox(), area.boundingBox()]);
  expect(box && frame, "both are on the page").toBeTruthy();
  if (!box || !frame) return;
  expect(box.x).toBeGreaterThanOrEqual(frame.x - 1);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
}

/** The element lies within the screen's width. */
export async function expectInside(element: Locator, width: number): Promise<void> {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
}
