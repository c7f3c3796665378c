/**
 * The few en-US shapes the pages print ("$45,000", "1,234", "Feb 15, 2027"), written out by hand.
 * The first Intl formatter a page makes costs Chromium about 20 ms to load ICU's data (80 ms on
 * Lighthouse's phone), in the very task that draws the page; these shapes need none of it.
 * enUs.test.ts checks every one against Intl's own output.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "1,234,567": a whole number (rounded half away from zero, as Intl does) with thousands commas. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = Math.round(Math.abs(n));
  const sign = n < 0 || Object.is(n, -0) ? "-" : ""; // Intl writes -0.4 as "-0"
  return sign + String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** "$45,000", "-$1,200": US dollars without cents. */
export function formatUsd(n: number): string {
  const text = formatCount(n);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

/** "Feb 15, 2027" for a time, read in UTC (calendar dates) or in the student's own zone. */
export function formatShortDate(time: number, zone: "utc" | "local"): string {
  const date = new Date(time);
  return zone === "utc"
    ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
    : `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** Code-point order of plain ASCII labels, which is what localeCompare gives them (tested). */
export function byAsciiLabel(a: { label: string }, b: { label: string }): number {
  const x = a.label.toLowerCase();
  const y = b.label.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}
