/**
 * Dates in resumes, one grammar for the whole evaluator: "Jun 2021 – Present", "Sept 17 –
 * present", "2019 - 2023", "05/2020 to 08/2021", "2016.2 - 2016.6", "Summer 2024". Sections use
 * it to tell a date line and an entry's dates (sections.ts), the applicant's years of work to
 * measure them (applicant.ts).
 */

const MONTHS = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
] as const;
const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
/** A season stands for its first month: spring March, summer June, fall September, winter December. */
const SEASONS = { spring: 2, summer: 5, fall: 8, autumn: 8, winter: 11 } as const;
const YEAR = String.raw`((?:19|20)\d{2}|'\d{2})`;
/** After a month a year may have two digits ("Sept 17 – present", "Jul 14 – Nov 15"). */
const MONTH_YEAR = String.raw`((?:19|20)\d{2}|'?\d{2})`;
/**
 * One point in time: month and year, "05/2020", "2016.2" (year first, a Chinese habit), a
 * season and year, or a year alone. Its groups are read by pointOf.
 */
export const POINT = String.raw`(?:${MONTH}\s*,?\s*${MONTH_YEAR}|(0?[1-9]|1[0-2])\s*[/.-]\s*((?:19|20)\d{2})|((?:19|20)\d{2})\.(1[0-2]|0?[1-9])(?!\d)|(spring|summer|fall|autumn|winter)\s+((?:19|20)\d{2})|${YEAR})`;
/** Groups in one POINT. */
const POINT_GROUPS = 9;
/** The end of a range: a point, or "Present" and its kin. */
export const END = String.raw`(?:${POINT}|(present|current|now|ongoing|till\s+date|to\s+date|date))`;
const RANGE_SOURCE = String.raw`${POINT}\s*(?:-|–|—|to|till|until)\s*${END}`;
const RANGE = new RegExp(RANGE_SOURCE, "gi");

/** A date range: "Jun 2021 – Present", "2019 - 2023", "05/2020 to 08/2021". */
export function hasDateRange(text: string): boolean {
  return new RegExp(RANGE_SOURCE, "i").test(text);
}

/** A month index counted from year 0: Jun 2021 is 2021 * 12 + 5. */
type MonthIndex = number;

function yearOf(text: string): number {
  const digits = text.replace("'", "");
  if (digits.length === 2) return 2000 + Number(digits);
  return Number(digits);
}

/** The month index of one end of a range, or null; a year alone is its January (start) or December (end). */
function pointOf(groups: (string | undefined)[], end: boolean): MonthIndex | null {
  const [
    month,
    monthYear,
    numericMonth,
    numericYear,
    dottedYear,
    dottedMonth,
    season,
    seasonYear,
    year,
  ] = groups;
  if (dottedYear && dottedMonth) return Number(dottedYear) * 12 + Number(dottedMonth) - 1;
  if (season && seasonYear) {
    return Number(seasonYear) * 12 + SEASONS[season.toLowerCase() as keyof typeof SEASONS];
  }
  if (month && monthYear) {
    const at = MONTHS.indexOf(month.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]);
    return yearOf(monthYear) * 12 + Math.max(0, at);
  }
  if (numericMonth && numericYear) return Number(numericYear) * 12 + Number(numericMonth) - 1;
  if (year) return yearOf(year) * 12 + (end ? 11 : 0);
  return null;
}

export interface DateRange {
  from: MonthIndex;
  to: MonthIndex;
}

/** The date ranges a text gives ("Jun 2021 – Present", "2019 - 2023", "05/2020 to 08/2021"). */
export function dateRanges(text: string, asOf: Date): DateRange[] {
  const now = asOf.getUTCFullYear() * 12 + asOf.getUTCMonth();
  const ranges: DateRange[] = [];
  for (const m of text.matchAll(RANGE)) {
    const from = pointOf(m.slice(1, 1 + POINT_GROUPS), false);
    const present = m[1 + 2 * POINT_GROUPS];
    const to = present ? now : pointOf(m.slice(1 + POINT_GROUPS, 1 + 2 * POINT_GROUPS), true);
    if (from === null || to === null || to < from || from > now) continue;
    ranges.push({ from, to: Math.min(to, now) });
  }
  return ranges;
}
