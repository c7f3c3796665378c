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
  type UniversityFilters,
} from "@gradplan/schema";
import type { SqlReader } from "../../core/sql-reader";
import { CountCache } from "./count-cache";
import { factsOfRow, toSearchResult } from "./course-row";
import {
  type CourseRow,
  countStatement,
  countsOfRow,
  type FilterCounts,
  type FilterStatement,
  filterConditions,
  pageStatement,
} from "./filter-sql";
import { preferencesOf, STUDENT_SQL, type StatsRow } from "./student-sql";

/** A search: the filters (defaults filled in) and the page, as the route's schemas read them. */
export interface FilterRequest {
  filters: UniversityFilters;
  page: number;
  limit: number;
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
    { filters, page, limit }: FilterRequest,
    studentId: string | null,
  ): Promise<FilterUniversitiesAnswer> {
    const conditions = filterConditions(filters);
    const pageSql = pageStatement(conditions, limit, (page - 1) * limit);
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
    const universities = rows.map((row) => {
      const result = toSearchResult(row);
      const assessment = assessPrepared(applicant, factsOfRow(row));
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
