import { formatShortDate } from "../format/enUs";

/** Calendar dates (ISO "YYYY-MM-DD") as students read them: "Feb 15, 2027", whatever the zone. */
export function formatDay(iso: string): string {
  const time = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? iso : formatShortDate(time, "utc");
}

/** Today in the student's own zone, as an ISO date (deadlines are calendar dates). */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}
