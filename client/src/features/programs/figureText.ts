/**
 * The words every view says about a program's figures: what is known with its source, what is
 * not known, and the chance where selectivity is not known (docs/catalogue.md, "What is not
 * known"). Details page, search cards, compare table and shortlist all read them from here.
 */
import {
  academicYearOf,
  CATALOGUE_SOURCES,
  GRADUATE_YEARS,
  type RangeFilter,
  SELECTIVITY_UNKNOWN_TEXT,
} from "@gradplan/schema";
import { formatCount } from "../../shared/format/enUs";
import { NOT_KNOWN } from "../../shared/ui/notKnown";

const LATEST_YEAR = academicYearOf(GRADUATE_YEARS[GRADUATE_YEARS.length - 1] ?? 2024);
const TUITION_SOURCE = CATALOGUE_SOURCES["ipeds-charges-2023-24"];

export const FIGURE_TEXT = {
  notKnown: NOT_KNOWN,
  /** Before the one line that lists what a program does not publish. */
  notKnownLead: "Not known:",
  /** The course section's note, once per page, in place of a line per unknown figure. */
  unpublishedNote: (university: string) =>
    `Deadlines, test minimums and acceptance rates are not published in open data. Check ${university}'s admissions pages.`,
  applicationPage: "Application page",
  website: "Website",
  /** The link after a program's not-known line (the page names the university above). */
  checkApplicationPage: "Check the application page",
  checkWebsite: "Check the university's website",
  /** Beside the graduates: IPEDS counts degrees awarded, not the class admitted. */
  graduatesIn: (academicYear: string) => `Master's degrees awarded in ${academicYear}`,
  graduatesRow: `Master's awarded ${LATEST_YEAR} (IPEDS)`,
  graduatesShort: `Master's awarded ${LATEST_YEAR}`,
  graduatesTrend: "Master's degrees awarded per year",
  tuitionTerm: `Tuition and fees ${TUITION_SOURCE.label.replace(/^IPEDS /, "")}`,
  /** A program's row: the year is in the source beside it. */
  tuitionPerYear: "Tuition and fees a year",
  tuitionSource: TUITION_SOURCE,
  outOfState: "out of state",
  inState: "in state",
  perYear: "a year",
  fromReported: (admits: number) =>
    `from ${formatCount(admits)} reported ${admits === 1 ? "decision" : "decisions"}`,
  fromReportedUnknownCount: "from reported decisions",
  sourceFor: (source: string, subject: string) => `${source}, source for ${subject}`,
  opensInNewTab: "(opens in a new tab)",
  /** The card's short reason; the details page says SELECTIVITY_UNKNOWN_TEXT in full. */
  selectivityUnknownShort: "Selectivity not known: a range from your profile",
  selectivityUnknown: SELECTIVITY_UNKNOWN_TEXT,
  chanceRange: (low: number, high: number) => `Admit chances ${low}\u2011${high}%`,
  noLongerInCatalogue:
    "No longer in the catalogue: IPEDS lists no such Master's at this university now",
} as const;

/** What a sourced figure is called beside its source ("Tuition: IPEDS 2023-24"). */
export const SOURCED_FIGURE_NAMES: Readonly<Record<string, string>> = {
  graduates: "Master's awarded",
  tuition: "Tuition",
};

/** What each unknown figure is called in the not-known line, in the line's order. */
export const UNKNOWN_FIGURE_NAMES = {
  acceptanceRate: "acceptance rate",
  deadlines: "deadlines",
  testMinimums: "test and GPA minimums",
  toeflMinimum: "TOEFL minimum",
  ieltsMinimum: "IELTS minimum",
  grePolicy: "GRE policy",
  greMinimum: "GRE minimum",
  averages: "GRE and GPA averages",
  greAverage: "GRE average",
  gpaAverage: "GPA average",
  gpaMinimum: "GPA minimum",
  duration: "duration",
  networkBuilding: "network building",
} as const;

/**
 * After a search with a range set: how many programs the range left out because their figure
 * is not known ("2,961 programs don't publish a TOEFL minimum").
 */
const UNKNOWN_RANGE_PHRASES: Record<RangeFilter, [one: string, many: string]> = {
  tuitionRange: ["doesn't report its tuition", "don't report their tuition"],
  rankRange: ["has no sourced rank", "have no sourced rank"],
  toeflRange: ["doesn't publish a TOEFL minimum", "don't publish a TOEFL minimum"],
  ieltsRange: ["doesn't publish an IELTS minimum", "don't publish an IELTS minimum"],
  greRange: ["has no known GRE average", "have no known GRE average"],
  gpaRange: ["has no known GPA average", "have no known GPA average"],
};

export function unknownCountText(range: RangeFilter, count: number): string {
  const [one, many] = UNKNOWN_RANGE_PHRASES[range];
  const programs = count === 1 ? "program" : "programs";
  return `${formatCount(count)} ${programs} ${count === 1 ? one : many}`;
}

export const UNKNOWN_COUNT_TEXT = {
  include: "Include them",
  leaveOut: "Leave them out",
  included: "included",
  includeLabel: (sentence: string) => `Include them: ${sentence}`,
  leaveOutLabel: (sentence: string) => `Leave them out: ${sentence}`,
} as const;
