/**
 * When a pasted decision email was written, from the Date or Sent line of the header block the
 * student pasted with it, as mail programs write it: RFC 5322 ("Tue, 10 Mar 2026 09:12:00
 * -0400"), Gmail's forward ("Tue, Mar 10, 2026 at 9:12 AM"), Outlook's ("Tuesday, March 10, 2026
 * 9:12 AM"), Apple Mail's ("March 10, 2026 at 9:12:00 AM EDT"), and numbers either way round
 * when only one reading is a date (25/03/2026, 3/25/2026). A date that could be read two ways
 * (3/10/2026: March or October?), one in the future, one from long before anyone applied,
 * or one in words this does not know is no date: the proposal then says when it was pasted.
 */

/** Older than this, a "decision" is not about a current application. */
const OLDEST_MS = 3 * 366 * 24 * 3600_000;
/** Clocks and time zones: a date up to a day ahead of now is still now. */
const AHEAD_MS = 24 * 3600_000;
const NUMERIC = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})\b/;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 25/03/2026 or 3/25/2026 in words ("Mar 25, 2026"); null when either order would do. */
function numericInWords(text: string): string | null {
  const match = NUMERIC.exec(text);
  if (!match) return text;
  const [a, b] = [Number(match[1]), Number(match[2])];
  const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  const [month, day] = a > 12 ? [b, a] : b > 12 || a === b ? [a, b] : [0, 0];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return text.replace(match[0], `${MONTHS[month - 1]} ${day}, ${year}`);
}

export function writtenDate(header: string | null, now: Date): Date | null {
  if (!header) return null;
  const text = numericInWords(header.trim().slice(0, 100));
  if (text === null) return null;
  const time = Date.parse(text.replace(/\s+at\s+/i, " "));
  if (Number.isNaN(time)) return null;
  const age = now.getTime() - time;
  return age > -AHEAD_MS && age < OLDEST_MS ? new Date(time) : null;
}
