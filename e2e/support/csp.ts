/**
 * Content-security-policy violations a page reports: recorded from the moment the page starts
 * (an init script, which the policy does not apply to), read back after the page has settled.
 */
/// <reference lib="dom" />
import type { Page } from "@playwright/test";

export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}
