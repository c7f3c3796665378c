/**
 * Debian's Chromium as every browser run here starts it (the end-to-end tests and the bench's
 * Lighthouse part): never a downloaded browser, and flags for a machine with a closed network
 * (without the background-networking ones Chromium's own connections are refused by the dozen).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
