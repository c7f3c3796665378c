/** How a program's chance for the student reads, wherever it is shown (search cards, the shortlist). */
import { SEARCH_PAGE_MESSAGES } from "@gradplan/schema";

/** Spec 2: the card's text when the category is NA. */
export const NOT_MET = SEARCH_PAGE_MESSAGES.notMet;

/** The link from a chance to the calibration page. */
export const CHANCES_ACCURACY_LINK = "How accurate are these chances?";

export function admitChancesText(percent: number): string {
  return `Admit chances ${Math.round(percent)}%`;
}

/** The 90% range beside a chance: "likely 48-74%". */
export function admitRangeText({ low, high }: { low: number; high: number }): string {
  return `likely ${low}-${high}%`;
}
