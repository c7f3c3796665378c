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

/**
 * The category a view may show: where the program's selectivity is not known the model keeps
 * the chance within 20-59%, so "safe" or "very safe" would claim what nobody knows; should one
 * arrive anyway it is not shown (null).
 */
export function shownCategory(category: string, selectivityKnown: boolean | null | undefined) {
  if (selectivityKnown === false && (category === "safe" || category === "very safe")) return null;
  return category;
}
