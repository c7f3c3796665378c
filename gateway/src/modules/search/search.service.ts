/**
 * filter-universities: a page of courses matching the filters and their total, straight from
 * SQL. The logged-in variant adds, per card, the admit-chance model's category and chances and
 * the preference match; the logged-out one never computes or carries them.
 */
import {
  applicantFromStats,
  assessPrepared,
  type FilterUniversitiesAnswer,
  preferenceMatch,
  prepareApplicant,
  SEARCH_ORDER_MESSAGES,
  type SearchSort,
  type UniversityFilters,
} from "@gradplan/schema";
import { BadInputError } from "../../core/errors";
import type { SqlReader } from "../../core/sql-reader";
import { type CourseRow, factsOfRow, toSearchResult } from "../catalogue/course-row";
import { CountCache } from "./count-cache";
import {
  allMatchesStatement,
  countStatement,
  countsOfRow,
  type FilterCounts,
  type FilterStatement,
  filterConditions,
  pageStatement,
} from "./filter-sql";
import { preferencesOf, STUDENT_SQL, type StatsRow } from "./student-sql";

/** A search: the filters (defaults filled in), the page, its order and name, as the route reads them. */
export interface FilterRequest {
  filters: UniversityFilters;
  page: number;
  limit: number;
  /** Default best: rank, then the program's size (filter-sql.ts). */
  sort?: SearchSort;
  /** Part of a university's name or alias or of a program's name; empty: any. */
  name?: string;
}

export class SearchService {
  constructor(
    private readonly sql: SqlReader,
    /** The service lives as long as its app, so its totals serve every request (count-cache.ts). */
    private readonly counts: CountCache<FilterCounts> = new CountCache(),
  ) {}

  private async count(conditions: FilterStatement): Promise<FilterCounts> {
    const statement = countStatement(conditions);
    const key = `${statement.sql}\u0000${JSON.stringify(statement.params)}`;
    const cached = this.counts.get(key);
    if (cached !== undefined) return cached;
    const [row] = await this.sql.query<Record<string, number>>(statement.sql, statement.params);
    const counts = countsOfRow(conditions, row);
    this.counts.set(key, counts);
    return counts;
  }

  async filterUniversities(
    { filters, page, limit, sort = "best", name = "" }: FilterRequest,
    studentId: string | null,
  ): Promise<FilterUniversitiesAnswer> {
    if (sort === "chance" && !studentId)
      throw new BadInputError(SEARCH_ORDER_MESSAGES.chanceNeedsStudent);
    const conditions = filterConditions(filters, name);
    const offset = (page - 1) * limit;
    // The chance is the model's, per student: every match is scored and sorted here (the real
    // catalogue's 3,116 programs at most), so the order holds across pages.
    const pageSql =
      sort === "chance"
        ? allMatchesStatement(conditions)
        : pageStatement(conditions, limit, offset, sort);
    const [rows, counts, student] = await Promise.all([
      this.sql.query<CourseRow>(pageSql.sql, pageSql.params),
      this.count(conditions),
      studentId ? this.sql.query<StatsRow>(STUDENT_SQL, [studentId]) : Promise.resolve([]),
    ]);
    const totalCount = counts.n;
    const unknownCounts = counts.unknown;
    const me = student[0];
    if (!me) return { universities: rows.map(toSearchResult), totalCount, unknownCounts };
    const applicant = prepareApplicant(applicantFromStats(me.category, me));
    const preferences = preferencesOf(me);
    const assessed = rows.map((row) => ({
      row,
      assessment: assessPrepared(applicant, factsOfRow(row)),
    }));
    const shown = sort === "chance" ? byChance(assessed).slice(offset, offset + limit) : assessed;
    const universities = shown.map(({ row, assessment }) => {
      const result = toSearchResult(row);
      return {
        ...result,
        category: assessment.category,
        admitChances: assessment.admitChances,
        admitRange: assessment.admitRange,
        selectivityKnown: assessment.selectivityKnown,
        selectivityDecisions: assessment.selectivityDecisions,
        preference_match: preferenceMatch(preferences, result),
      };
    });
    return { universities, totalCount, unknownCounts };
  }
}

type Assessed<T, A extends { admitChances: number }> = { row: T; assessment: A };

/** Highest chance first (requirements not met: 0); ties keep search's order (the rows' own). */
export function byChance<T, A extends { admitChances: number }>(
  assessed: Assessed<T, A>[],
): Assessed<T, A>[] {
  return assessed
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        b.item.assessment.admitChances - a.item.assessment.admitChances || a.index - b.index,
    )
    .map(({ item }) => item);
}
