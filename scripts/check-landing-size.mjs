#!/usr/bin/env node
/**
 * The landing page stays light: the JavaScript its HTML loads before anything else (the entry
 * script, the chunks it preloads, plain scripts), gzipped, must fit the budget. Run after
 * `npm run build`; prints the figure either way. A budget of bytes, not of time: the same
 * build gives the same answer on any machine.
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const LANDING_JS_BUDGET_KB = 150;

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "client", "dist");

/** The scripts index.html loads up front: `<script src>` and `<link rel="modulepreload">`. */
export function initialScripts(html) {
  const found = [];
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const src = /\bsrc="([^"]+\.js)"/.exec(tag)?.[1];
    const preload = /\brel="modulepreload"/.test(tag)
      ? /\bhref="([^"]+\.js)"/.exec(tag)?.[1]
      : null;
    if (src ?? preload) found.push(src ?? preload);
  }
  return found;
}

const html = readFileSync(join(dist, "index.html"), "utf8");
let total = 0;
for (const path of initialScripts(html)) {
  const bytes = gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
  total += bytes;
  console.log(`  ${path}: ${(bytes / 1000).toFixed(1)} KB gzipped`);
}
// KB of 1000 bytes, as the budget was set.
const kb = total / 1000;
console.log(
  `Landing page initial JS: ${kb.toFixed(1)} KB gzipped (budget ${LANDING_JS_BUDGET_KB} KB).`,
);
if (kb > LANDING_JS_BUDGET_KB) {
  console.error("Over budget: load the heavy part with the first route that needs it.");
  process.exit(1);
}
