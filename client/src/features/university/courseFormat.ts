/** Pure formatting of course figures, shared by the details page and the compare table. */
import { type AdmitRange, SEARCH_PAGE_MESSAGES } from "@gradplan/schema";
import { formatShortDate } from "../../shared/format/enUs";
import { knownOr } from "../../shared/ui/notKnown";

export function formatDuration(months: number | null): string {
  return knownOr(months, (m) => (m === 1 ? "1 month" : `${m} months`));
}

export function formatRank(rank: number | null): string {
  return knownOr(rank, (r) => `#${r}`);
}

/** GPAs are four-point; two decimals, as transcripts show them. */
export function formatGpa(gpa: number | null): string {
  return knownOr(gpa, (g) => g.toFixed(2));
}

/** IELTS moves in half bands: always one decimal, so 7 reads "7.0" like a score report. */
export function formatIelts(band: number | null): string {
  return knownOr(band, (b) => b.toFixed(1));
}

/**
 * "62% admit chance (moderate), likely 48-74%", or the spec's text when the category is NA.
 * The range is left out where the answer has none. Where selectivity is not known the chance is
 * its range alone: "22-59% admit chance: selectivity not known".
 */
export function formatAdmitChance({
  admitChances,
  category,
  admitRange,
  selectivityKnown,
}: {
  admitChances: number;
  /** An admit category (AdmitCategory) as the API sends it. */
  category: string;
  admitRange?: AdmitRange | null;
  selectivityKnown?: boolean | null;
}): string {
  if (category === "NA") return SEARCH_PAGE_MESSAGES.notMet;
  if (selectivityKnown === false && admitRange) {
    return `${admitRange.low}\u2011${admitRange.high}% admit chance: selectivity not known`;
  }
  const chance = `${admitChances}% admit chance (${category})`;
  // A non-breaking hyphen: a narrow table cell never splits "44-97%" across lines.
  return admitRange ? `${chance}, likely ${admitRange.low}\u2011${admitRange.high}%` : chance;
}

/** "62%, likely between 48% and 74%": the chance with its 80% range. */
export function formatAdmitRange(admitChances: number, range: AdmitRange): string {
  return `${admitChances}%, likely between ${range.low}% and ${range.high}%`;
}

/** "Likely between 22% and 59%": a chance that is its range alone (selectivity not known). */
export function formatRangeOnly(range: AdmitRange): string {
  return `Likely between ${range.low}% and ${range.high}%`;
}

/** "70% (+8 points)", "62% (no change)": one what-if's chance against today's. */
export function formatWhatIfChance({
  admitChances,
  delta,
}: {
  admitChances: number;
  delta: number;
}) {
  if (delta === 0) return `${admitChances}% (no change)`;
  const points = Math.abs(delta) === 1 ? "point" : "points";
  return `${admitChances}% (${delta > 0 ? "+" : "-"}${Math.abs(delta)} ${points})`;
}

/** ISO dates are calendar days: read and print them in UTC so no timezone shifts the day. */
export function formatDeadlineDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : formatShortDate(date.getTime(), "utc");
}

/** How many shared results a course's chance was checked against (docs/results.md). */
export function calibrationText(results: number): string {
  if (results === 0) return "No results shared for this course yet: the chance is the model's.";
  return `Calibrated on ${results} ${results === 1 ? "result" : "results"} students shared for this course.`;
}
