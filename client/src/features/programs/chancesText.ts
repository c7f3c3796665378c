/** How a program's chance for the student reads, wherever it is shown (search cards, the shortlist). */
import { MANY_DECISIONS, SEARCH_PAGE_MESSAGES } from "@gradplan/schema";
import { formatCount } from "../../shared/format/enUs";

/** Spec 2: the card's text when the category is NA. */
export const NOT_MET = SEARCH_PAGE_MESSAGES.notMet;

/** The link from a chance to the calibration page. */
export const CHANCES_ACCURACY_LINK = "How accurate are these chances?";

export function admitChancesText(percent: number): string {
  return `Admit chances ${Math.round(percent)}%`;
}

/** The 80% range beside a chance: "likely 48-74%". */
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

/** What a chance's level rests on, as the answers say it (null where an answer does not). */
export interface ChanceBasis {
  selectivityKnown?: boolean | null;
  selectivityDecisions?: number | null;
}

/**
 * What the range rests on, short enough for a card or a table cell: "from 412 reported
 * decisions", "few decisions (12): a wide range", "estimated from similar programs: a wide
 * range" (the details page says the schema's selectivityBasisText in full). Written with
 * formatCount, not Intl: ten cards must not load ICU in the task that draws them. Null where
 * selectivity is not known (the card says that its own way) or the answer does not say.
 */
export function chanceBasisNote({ selectivityKnown, selectivityDecisions: n }: ChanceBasis) {
  if (selectivityKnown !== true || n == null) return null;
  if (n >= MANY_DECISIONS) return `from ${formatCount(n)} reported decisions`;
  if (n > 0) return `few decisions (${n}): a wide range`;
  return "estimated from similar programs: a wide range";
}
