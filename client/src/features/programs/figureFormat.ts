/**
 * Pure reading of a program's figures for the pages: the graduates' latest year and trend, the
 * tuition line, the list of what is not known, and an average's provenance. Null is "not known",
 * never 0.
 */
import { formatCount, formatUsd } from "../../shared/format/enUs";
import { UNKNOWN_FIGURE_NAMES as N, FIGURE_TEXT as T } from "./figureText";

export interface GraduatesInYear {
  year: number;
  academic_year: string;
  count: number;
}

export { formatCount, formatUsd };

/** The latest known award year, or null when IPEDS has none for the program. */
export function latestGraduates(graduates: readonly GraduatesInYear[]): GraduatesInYear | null {
  return graduates.reduce<GraduatesInYear | null>(
    (latest, row) => (latest === null || row.year > latest.year ? row : latest),
    null,
  );
}

/** The trend's bars, oldest first, each as a share (0-1) of the largest year. */
export function trendBars(
  graduates: readonly GraduatesInYear[],
): { year: number; label: string; count: number; share: number }[] {
  const rows = [...graduates].sort((a, b) => a.year - b.year);
  const max = Math.max(0, ...rows.map((r) => r.count));
  return rows.map((r) => ({
    year: r.year,
    label: r.academic_year,
    count: r.count,
    share: max === 0 ? 0 : r.count / max,
  }));
}

/** The trend read out: "2019-20: 812, 2020-21: 950, ..." (the years known only). */
export function trendText(graduates: readonly GraduatesInYear[]): string {
  const bars = trendBars(graduates);
  if (bars.length === 0) return T.notKnown;
  return `${T.graduatesTrend}: ${bars.map((b) => `${b.label}: ${formatCount(b.count)}`).join(", ")}`;
}

/**
 * "$30,646 a year out of state, $15,570 in state"; one figure when the two are the same or the
 * in-state one is not known; "Not known" without either. `perYear: false` leaves "a year" to the
 * term beside it.
 */
export function tuitionLine(
  outOfState: number | null,
  inState: number | null,
  { perYear = true }: { perYear?: boolean } = {},
): string {
  const year = perYear ? ` ${T.perYear}` : "";
  if (outOfState === null) {
    return inState === null ? T.notKnown : `${formatUsd(inState)}${year} ${T.inState}`;
  }
  if (inState === null || inState === outOfState) return `${formatUsd(outOfState)}${year}`;
  return `${formatUsd(outOfState)}${year} ${T.outOfState}, ${formatUsd(inState)} ${T.inState}`;
}

/** The figures a program's one not-known line names. */
export interface ProgramFigures {
  overall_acceptance_rate: number | null;
  /** Whether any semester has a deadline. */
  hasDeadlines: boolean;
  toefl: number | null;
  ielts: number | null;
  gre_required: unknown | null;
  gre_min: number | null;
  gre_avg: number | null;
  gpa_avg: number | null;
  gpa_min: number | null;
  course_duration: number | null;
  network_building: string | null;
}

/**
 * What a program does not publish, grouped where all of a kind are unknown ("test minimums",
 * "GRE and GPA averages"), so the usual program's line stays short.
 */
export function unknownFigures(f: ProgramFigures): string[] {
  const names: string[] = [];
  const add = (unknown: boolean, name: string) => {
    if (unknown) names.push(name);
  };
  add(f.overall_acceptance_rate === null, N.acceptanceRate);
  add(!f.hasDeadlines, N.deadlines);
  const minimums: [number | null, string][] = [
    [f.toefl, N.toeflMinimum],
    [f.ielts, N.ieltsMinimum],
    [f.gre_min, N.greMinimum],
    [f.gpa_min, N.gpaMinimum],
  ];
  if (minimums.every(([value]) => value === null)) names.push(N.testMinimums);
  else for (const [value, name] of minimums) add(value === null, name);
  add(f.gre_required === null, N.grePolicy);
  if (f.gre_avg === null && f.gpa_avg === null) names.push(N.averages);
  else {
    add(f.gre_avg === null, N.greAverage);
    add(f.gpa_avg === null, N.gpaAverage);
  }
  add(f.course_duration === null, N.duration);
  add(f.network_building === null, N.networkBuilding);
  return names;
}

/** "acceptance rate, deadlines and duration": the list as a sentence's end. */
export function listInWords(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * Where an average comes from. A program's averages are known only from real reported decisions
 * (or a sourced correction): "from 487 reported decisions", or without the count when the answer
 * does not carry it.
 */
export function reportedNote(reportedAdmits: number | null | undefined): string {
  return reportedAdmits ? T.fromReported(reportedAdmits) : T.fromReportedUnknownCount;
}
