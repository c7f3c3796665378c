/** Pure formatting of course figures, shared by the details page and the compare table. */
import { type AdmitAssessment, SEARCH_PAGE_MESSAGES } from "@gradplan/schema";

export function formatDuration(months: number): string {
  return months === 1 ? "1 month" : `${months} months`;
}

export function formatRank(rank: number): string {
  return `#${rank}`;
}

/** Programs that publish no GRE average are common (GRE-optional), so say so rather than "0". */
export function formatGre(score: number | null): string {
  return score === null ? "Not published" : String(score);
}

/** GPAs are four-point; two decimals, as transcripts show them. */
export function formatGpa(gpa: number): string {
  return gpa.toFixed(2);
}

/** IELTS moves in half bands: always one decimal, so 7 reads "7.0" like a score report. */
export function formatIelts(band: number): string {
  return band.toFixed(1);
}

/** "62% admit chance (moderate)", or the spec's text when a minimum is not met (category NA). */
export function formatAdmitChance({
  admitChances,
  category,
}: Pick<AdmitAssessment, "admitChances" | "category">): string {
  if (category === "NA") return SEARCH_PAGE_MESSAGES.notMet;
  return `${admitChances}% admit chance (${category})`;
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** ISO dates are calendar days: read and print them in UTC so no timezone shifts the day. */
export function formatDeadlineDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
