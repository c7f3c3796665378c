/** Calendar dates (ISO "YYYY-MM-DD") as students read them: "Feb 15, 2027", whatever the zone. */
const DAY = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

export function formatDay(iso: string): string {
  const time = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? iso : DAY.format(time);
}

/** Today in the student's own zone, as an ISO date (deadlines are calendar dates). */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}
