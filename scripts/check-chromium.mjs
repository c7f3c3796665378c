#!/usr/bin/env node
/** Fails with a clear paragraph when the end-to-end tests' Chromium is missing, before they start. */
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(path)) {
  console.error(
    [
      `The end-to-end tests need Chromium at ${path}, and it is not there.`,
      "On Debian or Ubuntu: apt-get install -y chromium (no browser is ever downloaded),",
      "or set CHROMIUM_PATH to another Chromium. `.ci/run` installs it when missing.",
    ].join("\n"),
  );
  process.exit(1);
}
console.log(`Chromium: ${path}`);
