/**
 * The results anyone may browse (docs/results.md): accepted submissions' decisions, newest first,
 * never a name, an email or an undergrad college; summaries show their figures only for groups
 * of RESULTS_GROUP_MIN or more. "From my undergrad college" answers aggregates alone, since
 * rows there could single out an applicant.
 */
import {
  type ApplicationDecision,
  type CommunityResultRow,
  foldName,
  parseSeason,
  RESULTS_GROUP_MIN,
  RESULTS_PAGE_SIZE,
  type ResultsSummary,
  seasonOf,
} from "@gradplan/schema";
import type { SqlReader } from "../../core/sql-reader";

export interface ResultsFilter {
  universityId?: number | null;
  courseId?: number | null;
  decision?: ApplicationDecision | null;
  /** "Fall 2026". */
  season?: string | null;
}

interface Row {
  id: string;
  university_id: number;
  university_name: string;
  course_id: number | null;
  course_name: string;
  decision: ApplicationDecision;
  gpa: string;
  gre_verbal: number | null;
  gre_quantitative: number | null;
  english_test: string;
  english_score: string | null;
  semester: string;
  season_year: number;
  category: string;
  sample: boolean;
}

interface CountRow {
  decision: ApplicationDecision;
  n: number;
}

export interface CollegeGroup {
  universityId: number;
  /** The catalogue course, when the name is one of the university's. */
  courseId: number | null;
  universityName: string;
  courseName: string;
  summary: ResultsSummary;
}

export interface CollegeResults {
  undergradUniversity: string | null;
  /** Results from applicants of this college, in all groups. */
  results: number;
  /** The groups (university and course) with RESULTS_GROUP_MIN results or more. */
  groups: CollegeGroup[];
  /** Results in groups too small to show. */
  hiddenResults: number;
}

/**
 * Counts by decision (one row per group and decision) gathered per group: each group as
 * `groupOf` names it from its first row, with its summary.
 */
function summarized<R extends CountRow, G>(
  rows: readonly R[],
  keyOf: (row: R) => string | number,
  groupOf: (row: R) => G,
): (G & { summary: ResultsSummary })[] {
  const groups = new Map<string | number, { group: G; counts: Record<string, number> }>();
  for (const row of rows) {
    const key = keyOf(row);
    const entry = groups.get(key) ?? { group: groupOf(row), counts: {} };
    entry.counts[row.decision] = row.n;
    groups.set(key, entry);
  }
  return [...groups.values()].map(({ group, counts }) => ({
    ...group,
    summary: summaryOf(counts),
  }));
}

/** Counts by decision as a summary; the figures only for a group large enough. */
export function summaryOf(counts: Partial<Record<ApplicationDecision, number>>): ResultsSummary {
  const accepted = counts.Accepted ?? 0;
  const rejected = counts.Rejected ?? 0;
  const waitListed = counts["Wait Listed"] ?? 0;
  const other = counts.Other ?? 0;
  const results = accepted + rejected + waitListed + other;
  const shown = results >= RESULTS_GROUP_MIN;
  const decided = accepted + rejected;
  return {
    results,
    shown,
    accepted: shown ? accepted : null,
    rejected: shown ? rejected : null,
    waitListed: shown ? waitListed : null,
    other: shown ? other : null,
    admitRate: shown && decided > 0 ? Math.round((100 * accepted) / decided) : null,
  };
}

function where(filter: ResultsFilter): { sql: string; params: unknown[] } {
  const parts = ["s.review_status = 'accepted'"];
  const params: unknown[] = [];
  if (filter.universityId) {
    parts.push("a.university_id = ?");
    params.push(filter.universityId);
  }
  if (filter.courseId) {
    parts.push("a.course_id = ?");
    params.push(filter.courseId);
  }
  if (filter.decision) {
    parts.push("a.decision = ?");
    params.push(filter.decision);
  }
  const season = filter.season ? parseSeason(filter.season) : null;
  if (season) {
    parts.push("a.semester = ? and a.season_year = ?");
    params.push(season.semester, season.year);
  }
  return { sql: parts.join(" and "), params };
}

const FROM = "result_application a join result_submission s on s.id = a.submission_id";
/** Within a year the newest term first: Fall (August), Summer (May), Spring (January). */
const TERM_ORDER = "case a.semester when 'Fall' then 3 when 'Summer' then 2 else 1 end";

function toRow(row: Row): CommunityResultRow {
  return {
    id: row.id,
    universityId: row.university_id,
    universityName: row.university_name,
    courseId: row.course_id,
    courseName: row.course_name,
    decision: row.decision,
    gpa: Number(row.gpa),
    greTotal:
      row.gre_verbal !== null && row.gre_quantitative !== null
        ? row.gre_verbal + row.gre_quantitative
        : null,
    englishTest: row.english_test,
    englishScore: row.english_score === null ? null : Number(row.english_score),
    semester: row.semester,
    year: row.season_year,
    category: row.category,
    sample: row.sample,
  };
}

export class ResultsBrowseService {
  constructor(private readonly sql: SqlReader) {}

  /** A page of rows matching the filter (page from 1), the total and the summary. */
  async results(filter: ResultsFilter, page = 1) {
    const w = where(filter);
    // A decision filter would make the summary one decision only: it summarizes without it.
    const all = where({ ...filter, decision: null });
    const [rows, counts] = await Promise.all([
      this.sql.query<Row>(
        `select a.id, a.university_id, a.university_name, a.course_id, a.course_name, a.decision,
                s.gpa, s.gre_verbal, s.gre_quantitative, s.english_test, s.english_score,
                a.semester, a.season_year, s.category, s.sample
           from ${FROM} where ${w.sql}
          order by a.season_year desc, ${TERM_ORDER} desc, s.created_at desc, a.position
          limit ? offset ?`,
        [...w.params, RESULTS_PAGE_SIZE, (page - 1) * RESULTS_PAGE_SIZE],
      ),
      this.sql.query<CountRow>(
        `select a.decision, count(*)::int as n from ${FROM} where ${all.sql} group by a.decision`,
        all.params,
      ),
    ]);
    const byDecision = Object.fromEntries(counts.map((c) => [c.decision, c.n]));
    const total = filter.decision
      ? (byDecision[filter.decision] ?? 0)
      : counts.reduce((sum, c) => sum + c.n, 0);
    return { rows: rows.map(toRow), total, summary: summaryOf(byDecision), page };
  }

  /** Per course of one university: how many results each has, and their summary. */
  async universityCourses(universityId: number) {
    const counts = await this.sql.query<CountRow & { course_id: number; course_name: string }>(
      `select a.course_id, min(a.course_name) as course_name, a.decision, count(*)::int as n
         from ${FROM}
        where s.review_status = 'accepted' and a.university_id = ? and a.course_id is not null
        group by a.course_id, a.decision`,
      [universityId],
    );
    return summarized(
      counts,
      (c) => c.course_id,
      (c) => ({ courseId: c.course_id, courseName: c.course_name }),
    ).sort(
      (a, b) => b.summary.results - a.summary.results || a.courseName.localeCompare(b.courseName),
    );
  }

  /** The seasons results exist for, newest first ("Fall 2026"). */
  async seasons(): Promise<string[]> {
    const rows = await this.sql.query<{ semester: string; season_year: number }>(
      `select a.semester, a.season_year from ${FROM} where s.review_status = 'accepted'
        group by a.semester, a.season_year
        order by a.season_year desc, ${TERM_ORDER.replaceAll("a.semester", "min(a.semester)")} desc`,
      [],
    );
    return rows.map((r) => seasonOf(r.semester, r.season_year));
  }

  /** Aggregates of applicants from the same undergrad college, per university and course. */
  async fromCollege(undergradUniversity: string | null): Promise<CollegeResults> {
    if (!undergradUniversity?.trim()) {
      return { undergradUniversity: null, results: 0, groups: [], hiddenResults: 0 };
    }
    const key = foldName(undergradUniversity);
    const counts = await this.sql.query<
      CountRow & {
        university_id: number;
        university_name: string;
        course_name: string;
        course_id: number | null;
      }
    >(
      `select a.university_id, min(a.university_name) as university_name,
              lower(a.course_name) as course_key, min(a.course_name) as course_name,
              min(a.course_id) as course_id, a.decision, count(*)::int as n
         from ${FROM}
        where s.review_status = 'accepted' and s.undergrad_key = ?
        group by a.university_id, lower(a.course_name), a.decision`,
      [key],
    );
    const groups = summarized(
      counts,
      (c) => `${c.university_id}|${c.course_name.toLowerCase()}`,
      (c) => ({
        universityId: c.university_id,
        universityName: c.university_name,
        courseId: c.course_id,
        courseName: c.course_name,
      }),
    );
    let results = 0;
    let hiddenResults = 0;
    const shown: CollegeGroup[] = [];
    for (const group of groups) {
      results += group.summary.results;
      if (group.summary.shown) shown.push(group);
      else hiddenResults += group.summary.results;
    }
    shown.sort((a, b) => b.summary.results - a.summary.results);
    return {
      undergradUniversity: undergradUniversity.trim(),
      results,
      groups: shown,
      hiddenResults,
    };
  }
}
