/**
 * One Lighthouse run of one page in a Chromium of its own: Debian's Chromium (never a
 * downloaded one), Lighthouse's default phone with its simulated throttling (a slow 4G network
 * and a CPU four times slower), the performance category only.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@gradplan/gateway/testing/chromium";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { type BrowserSession, seedSession } from "./browser-session";

/** A folder to keep each run's full Lighthouse result in (JSON), for finding what a page misses. */
const KEEP_RESULTS = process.env.BENCH_BROWSER_RESULTS;
let kept = 0;

/** What the part reports of one run: the three Web Vitals Lighthouse measures, and its score. */
export interface PageRun {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** 0-100, as Lighthouse shows it. */
  score: number;
  /** Where the page ended (a signed-out student page would end on /login). */
  finalUrl: string;
  /** The trace's largest contentful element, for the reader of a miss. */
  lcpElement: string | null;
  lighthouse: string;
}

export async function chromiumVersion(): Promise<string> {
  const chromium = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const version = await fetch(`http://127.0.0.1:${chromium.port}/json/version`);
    return ((await version.json()) as { Browser: string }).Browser;
  } finally {
    chromium.kill();
  }
}

/**
 * Lighthouse's own hiccups on a loaded machine (NO_NAVSTART: the trace missed the navigation,
 * seen in about one run in five at load average 5-10; a protocol timeout): worth another try.
 */
const RETRIES = 2;

/**
 * A new Chromium with an empty profile for each run, so no run finds another's cache or
 * session; `session` is stored in it before Lighthouse opens the page.
 */
export async function lighthouseRun(url: string, session?: BrowserSession): Promise<PageRun> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await onceInChromium(url, session);
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      console.log(`  (Lighthouse failed on ${url}, trying again: ${(error as Error).message})`);
    }
  }
}

async function onceInChromium(url: string, session?: BrowserSession): Promise<PageRun> {
  const chromium = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    if (session) await seedSession(chromium.port, new URL(url).origin, session);
    const result = await lighthouse(url, {
      port: chromium.port,
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (KEEP_RESULTS) {
      mkdirSync(KEEP_RESULTS, { recursive: true });
      writeFileSync(
        join(KEEP_RESULTS, `lighthouse-${Date.now()}-${++kept}.json`),
        JSON.stringify(lhr),
      );
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`${url}: Lighthouse measured no ${id}`);
      return value;
    };
    return {
      lcpMs: audit("largest-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      finalUrl: lhr.finalDisplayedUrl,
      lcpElement: lcpElementOf(lhr.audits["lcp-breakdown-insight"]?.details),
      lighthouse: lhr.lighthouseVersion,
    };
  } finally {
    chromium.kill();
  }
}

/** The largest contentful element as Lighthouse labels it (its text, or its tag). */
function lcpElementOf(details: unknown): string | null {
  const items = (details as { items?: { type?: string; nodeLabel?: string; snippet?: string }[] })
    ?.items;
  const node = items?.find((item) => item.type === "node");
  return node ? `${node.snippet ?? ""} "${node.nodeLabel ?? ""}"` : null;
}
