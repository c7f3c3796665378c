/**
 * Synthesized application deadlines for the admission cycle whose fall term is Fall 2027
 * (academic year 2027-28: Fall 2027, Spring 2028, Summer 2028). The shape is the spec's
 * (file 2, section 3): per semester either a final_application_submission pair or international
 * and domestic entries with rolling / early / regular / priority deadlines.
 *
 * Rules (all dates are after the build's reference day, 2026-11-22):
 *  - fall: always. International regular deadline between 2026-12-01 and 2027-02-15, earlier for
 *    more prestigious programs; domestic the same or up to a month later. Some programs add an
 *    early deadline (30-45 days before) and/or a priority (funding) deadline (2-4 weeks before);
 *    a few weaker programs review on a rolling basis until the regular deadline.
 *  - spring (Spring 2028): about half of programs, deadlines August-October 2027.
 *  - summer (Summer 2028): rarely, deadlines February-March 2028.
 *  - a few programs publish a single final_application_submission date for a semester.
 */
import type { Deadlines } from "@gradplan/schema";
import { type Rng, rngFor } from "./prng";

type SemesterDeadlines = NonNullable<Deadlines["fall_semester"]>;
type SemesterEntry = { rolling: boolean } & Record<
  "early_deadline" | "regular_deadline" | "priority_deadline",
  string | null
>;

/** Date arithmetic on ISO dates in UTC, so no time zone or clock enters the output. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** One semester's window: the common international regular deadlines, best programs first. */
interface SemesterWindow {
  regular: readonly string[];
  /** The latest date any deadline of the semester may take (domestic included). */
  last: string;
  /** Early and priority deadlines are only set when they would fall on or after this date. */
  first: string;
}

export const FALL_2027: SemesterWindow = {
  regular: ["2026-12-01", "2026-12-15", "2027-01-01", "2027-01-15", "2027-02-01", "2027-02-15"],
  last: "2027-03-15",
  first: "2026-12-01",
};
export const SPRING_2028: SemesterWindow = {
  regular: ["2027-08-01", "2027-08-15", "2027-09-01", "2027-09-15", "2027-10-01", "2027-10-15"],
  last: "2027-10-31",
  first: "2027-07-01",
};
export const SUMMER_2028: SemesterWindow = {
  regular: ["2028-02-01", "2028-02-15", "2028-03-01", "2028-03-15"],
  last: "2028-03-31",
  first: "2028-01-01",
};

/** Regular deadline from the window: quality 1 picks from the earliest dates, 0 the latest. */
function pickRegular(window: SemesterWindow, quality: number, rng: Rng): string {
  const dates = window.regular;
  const centre = (1 - quality) * (dates.length - 1);
  const index = Math.round(centre + rng.between(-1.2, 1.2));
  return dates[Math.max(0, Math.min(dates.length - 1, index))]!;
}

/** Domestic applicants never face an earlier date; often the same, sometimes up to a month later. */
function domesticDate(international: string, window: SemesterWindow, rng: Rng): string {
  const shift = rng.weighted<number>([
    [0, 6],
    [14, 2],
    [30, 2],
  ]);
  return earlier(addDays(international, shift), later(window.last, international));
}

function semesterEntries(window: SemesterWindow, quality: number, rng: Rng): SemesterDeadlines {
  const regular = pickRegular(window, quality, rng);
  const rolling = quality < 0.35 && rng.chance(0.25);
  const early = !rolling && rng.chance(0.2) ? addDays(regular, -rng.int(30, 45)) : null;
  const priority = rng.chance(rolling ? 0.6 : 0.25) ? addDays(regular, -rng.int(14, 28)) : null;
  const international: SemesterEntry = {
    rolling,
    early_deadline: early !== null && early >= window.first ? early : null,
    regular_deadline: regular,
    priority_deadline: priority !== null && priority >= window.first ? priority : null,
  };
  const domesticRegular = domesticDate(regular, window, rng);
  const shift = Math.round((Date.parse(domesticRegular) - Date.parse(regular)) / 86_400_000);
  // Domestic early/priority deadlines move with the regular one so their order is kept.
  const domestic: SemesterEntry = {
    rolling,
    early_deadline: international.early_deadline && addDays(international.early_deadline, shift),
    regular_deadline: domesticRegular,
    priority_deadline:
      international.priority_deadline && addDays(international.priority_deadline, shift),
  };
  return { international, domestic };
}

function finalSubmission(window: SemesterWindow, quality: number, rng: Rng): SemesterDeadlines {
  const international = pickRegular(window, quality, rng);
  return {
    final_application_submission: {
      international_deadline: international,
      domestic_deadline: domesticDate(international, window, rng),
    },
  };
}

function semester(window: SemesterWindow, quality: number, rng: Rng): SemesterDeadlines {
  return rng.chance(0.06)
    ? finalSubmission(window, quality, rng)
    : semesterEntries(window, quality, rng);
}

/**
 * All deadlines of one program. quality is the program's percentile within its code (1 = best):
 * better programs close earlier and rarely admit in spring or summer.
 */
export function deadlinesFor(key: string, quality: number): Deadlines {
  const rng = rngFor(`${key}:deadlines`);
  const deadlines: Deadlines = { fall_semester: semester(FALL_2027, quality, rng) };
  if (rng.chance(0.65 - 0.3 * quality))
    deadlines.spring_semester = semester(SPRING_2028, quality, rng);
  if (rng.chance(0.06)) deadlines.summer_semester = semester(SUMMER_2028, quality, rng);
  return deadlines;
}
