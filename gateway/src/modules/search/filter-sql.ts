/**
 * The SQL behind filter-universities: only the conditions a filter sets, with parameters, so
 * PostgreSQL plans each shape with the indexes on every filter column. Results are ordered by
 * course ranking (unknown last), then by the program's size (Master's awarded in the latest
 * year), then id, for stable pages; the counts run as a second statement in parallel.
 *
 * A course whose figure is unknown (null) for a range the student set is not a match, unless
 * the filter's includeUnknown names that range; either way the count statement says how many
 * such courses match every other condition (docs/search.md, "Unknown figures").
 */
import {
  type RangeFilter,
  rangesSet,
  SEARCH_DROPPED_CHARACTERS,
  SEARCH_SPACE_CHARACTERS,
  type SearchSort,
  searchKeyOf,
  type UniversityFilters,
} from "@gradplan/schema";
import { CALIBRATION_JOIN, COURSE_ORDER, RESULT_COLUMNS } from "../catalogue/course-row";

/** The course column each range filters on. */
const RANGE_COLUMN: Record<RangeFilter, string> = {
  tuitionRange: "c.tuition",
  rankRange: "c.course_ranking",
  toeflRange: "c.toefl_min",
  ieltsRange: "c.ielts_min",
  gpaRange: "c.gpa_avg",
  greRange: "c.gre_avg",
};

export interface FilterStatement {
  /** The matches' conditions, ANDed, with their parameters in order. */
  conditions: string[];
  /** The same conditions with every range set also keeping its unknowns (for the counts). */
  countConditions: string[];
  params: unknown[];
  /** The ranges the filter sets, and whether it includes the courses whose figure is unknown. */
  ranges: { key: RangeFilter; column: string; includeUnknown: boolean }[];
}

/**
 * Every condition of the filter. A range the student set keeps a course in range (or, when the
 * student includes them, with the figure unknown); for the counts it keeps the unknown ones
 * too, the same parameters in the same places.
 */
export function filterConditions(f: UniversityFilters, name = ""): FilterStatement {
  const conditions: string[] = [];
  const countConditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => addBoth(sql, sql, ...values);
  const addBoth = (match: string, count: string, ...values: unknown[]) => {
    conditions.push(match);
    countConditions.push(count);
    params.push(...values);
  };
  if (f.states.length) add(`u.state = any(?::text[])`, f.states);
  if (f.universityType.length) add(`u.university_type = any(?::text[])`, f.universityType);
  if (f.climate.length) add(`u.climate = any(?::text[])`, f.climate);
  if (f.courses.length) add(`c.degree_code = any(?::text[])`, f.courses);
  const key = searchKeyOf(name);
  if (key) {
    const like = `%${key.replace(/[\\%_]/g, "\\$&")}%`;
    add(NAME_CONDITION, like, FOLD_FROM, FOLD_TO, like);
  }
  const ranges = rangesSet(f).map((key) => ({
    key,
    column: RANGE_COLUMN[key],
    includeUnknown: f.includeUnknown.includes(key),
  }));
  for (const { key, column, includeUnknown } of ranges) {
    const [lo, hi] = f[key];
    const orUnknown = `(${column} between ? and ? or ${column} is null)`;
    addBoth(includeUnknown ? orUnknown : `${column} between ? and ?`, orUnknown, lo, hi);
  }
  return { conditions, countConditions, params, ranges };
}

/**
 * The search page's name: part of a university's name or any alias (university_search_term, its
 * trigram index), or of the program's name, folded as searchKeyOf folds the query.
 */
const NAME_CONDITION = `(u.id in (select t.university_id from university_search_term t
  where t.search_key like ? escape '\\') or btrim(regexp_replace(translate(lower(c.course_name),
  ?, ?), '\\s+', ' ', 'g')) like ? escape '\\')`;
// searchKeySql's translate() as parameters: the characters hold a "?", the placeholder.
const FOLD_FROM = SEARCH_SPACE_CHARACTERS + SEARCH_DROPPED_CHARACTERS;
const FOLD_TO = " ".repeat([...SEARCH_SPACE_CHARACTERS].length);

const whereOf = (conditions: string[]) =>
  conditions.length ? `where ${conditions.join(" and ")}` : "";

/**
 * Within the counts' rows (each range's figure in range or unknown), the matches: every range's
 * figure known, except the ranges whose unknowns the student includes (and `except`).
 */
function matchCondition(f: FilterStatement, except?: RangeFilter): string[] {
  return f.ranges
    .filter((r) => !r.includeUnknown && r.key !== except)
    .map((r) => `${r.column} is not null`);
}

// A retired course (kept only for the rows students saved at it) is never a search result.
const FROM = `from course c join university u on u.id = c.university_id and c.retired_at is null`;
/**
 * Each order the SQL can give, unknown figures last and search's order breaking ties, so pages
 * never overlap. The chance is the model's, computed per student in the service (search.service.ts).
 */
export const SQL_ORDER: Record<Exclude<SearchSort, "chance">, string> = {
  best: COURSE_ORDER,
  tuition: `c.tuition asc nulls last, ${COURSE_ORDER}`,
  size: `c.graduates_latest desc nulls last, ${COURSE_ORDER}`,
};

export function pageStatement(
  f: FilterStatement,
  limit: number,
  offset: number,
  order: keyof typeof SQL_ORDER = "best",
) {
  const where = whereOf(f.conditions);
  return {
    sql: `select ${RESULT_COLUMNS} ${FROM} ${CALIBRATION_JOIN} ${where} order by ${SQL_ORDER[order]} limit ? offset ?`,
    params: [...f.params, limit, offset],
  };
}

/** Every match in search's order, for an order computed outside SQL (the student's chance). */
export function allMatchesStatement(f: FilterStatement) {
  return {
    sql: `select ${RESULT_COLUMNS} ${FROM} ${CALIBRATION_JOIN} ${whereOf(f.conditions)} order by ${COURSE_ORDER}`,
    params: f.params,
  };
}

/** Counts of a filter: its matches, and per range set the courses with that figure unknown. */
export interface FilterCounts {
  n: number;
  unknown: Partial<Record<RangeFilter, number>>;
}

/**
 * One scan for all the counts: the where clause keeps the courses in range or unknown for each
 * range, so "matches every other condition" is "every other range's figure is known" (or that
 * range includes the unknown ones).
 */
export function countStatement(f: FilterStatement) {
  const filtered = (conditions: string[]) =>
    conditions.length ? ` filter (where ${conditions.join(" and ")})` : "";
  const unknown = f.ranges.map(
    (r) =>
      `, count(*)${filtered([`${r.column} is null`, ...matchCondition(f, r.key)])}::int as "${r.key}"`,
  );
  return {
    sql: `select count(*)${filtered(matchCondition(f))}::int as n${unknown.join("")} ${FROM} ${whereOf(f.countConditions)}`,
    params: f.params,
  };
}

/** A row of countStatement as node-postgres returns it. */
export function countsOfRow(
  f: FilterStatement,
  row: Record<string, number> | undefined,
): FilterCounts {
  const unknown: Partial<Record<RangeFilter, number>> = {};
  for (const r of f.ranges) unknown[r.key] = row?.[r.key] ?? 0;
  return { n: row?.n ?? 0, unknown };
}
