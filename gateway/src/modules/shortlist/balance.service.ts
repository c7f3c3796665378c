/**
 * balanceSuggestions (issue 32): what the student's shortlist lacks for balance (schema's
 * missingBalance over its stored categories) and a few programs to fill it. Candidates are the
 * search's own rows and order (filter-sql), filtered by the student's preferences within the
 * degrees the list holds, each assessed by the model as the search cards are; those in a missing
 * group whose selectivity is known (a "safe" on an unknown level would claim what nobody knows)
 * are kept, best preference match first, the search's order breaking ties. When the preferences
 * leave too few, the same degrees without them fill the rest, still ranked by preference match.
 */
import {
  applicantFromStats,
  assessPrepared,
  BALANCE_SUGGESTIONS,
  type BalanceGroup,
  balanceFilters,
  balanceGroupOf,
  DEFAULT_FILTERS,
  missingBalance,
  type PreparedApplicant,
  preferenceMatch,
  prepareApplicant,
  type ShortlistingPreferences,
  type UniversityFilters,
} from "@gradplan/schema";
import type { SqlReader } from "../../core/sql-reader";
import { type CourseRow, factsOfRow, toSearchResult } from "../catalogue/course-row";
import { filterConditions, pageStatement } from "../search/filter-sql";
import { preferencesOf, STUDENT_SQL, type StatsRow } from "../search/student-sql";
import type { BalanceSuggestionsType, BalanceSuggestionType } from "./balance.types";

/** How many of the search's rows are weighed at a time: enough for the few kept. */
const CANDIDATES = 400;

const LIST_SQL = `select sc.course_id, sc.category, c.degree_code
  from shortlisted_course sc join course c on c.id = sc.course_id
  where sc.student_id = ? and c.retired_at is null`;

interface ListRow {
  course_id: number;
  category: string | null;
  degree_code: string;
}

type Ranked = BalanceSuggestionType & { order: number };

export class BalanceService {
  constructor(private readonly sql: SqlReader) {}

  async suggestions(studentId: string): Promise<BalanceSuggestionsType> {
    const [list, [me]] = await Promise.all([
      this.sql.query<ListRow>(LIST_SQL, [studentId]),
      this.sql.query<StatsRow>(STUDENT_SQL, [studentId]),
    ]);
    const missing = missingBalance(list.map((row) => row.category));
    if (missing.length === 0 || !me) return { missing, suggestions: [] };
    const applicant = prepareApplicant(applicantFromStats(me.category, me));
    const preferences = preferencesOf(me);
    const degrees = [...new Set(list.map((row) => row.degree_code))];
    const listed = new Set(list.map((row) => row.course_id));
    const found = new Map<number, Ranked>();
    const enough = () =>
      missing.every(
        (group) =>
          [...found.values()].filter((s) => s.group === group).length >= BALANCE_SUGGESTIONS,
      );
    for (const filters of [
      balanceFilters(preferences, degrees),
      { ...DEFAULT_FILTERS, courses: degrees },
    ]) {
      const rows = await this.candidates(filters);
      for (const [order, row] of rows.entries()) {
        if (listed.has(row.course_id) || found.has(row.course_id)) continue;
        const suggestion = suggestionOf(row, applicant, preferences, missing);
        if (suggestion) found.set(row.course_id, { ...suggestion, order });
      }
      if (enough()) break;
    }
    const suggestions = missing.flatMap((group) =>
      [...found.values()]
        .filter((s) => s.group === group)
        .sort((a, b) => b.preference_match - a.preference_match || a.order - b.order)
        .slice(0, BALANCE_SUGGESTIONS)
        .map(({ order: _order, ...s }) => s),
    );
    return { missing, suggestions };
  }

  private candidates(filters: UniversityFilters): Promise<CourseRow[]> {
    const statement = pageStatement(filterConditions(filters), CANDIDATES, 0);
    return this.sql.query<CourseRow>(statement.sql, statement.params);
  }
}

function suggestionOf(
  row: CourseRow,
  applicant: PreparedApplicant,
  preferences: ShortlistingPreferences,
  missing: readonly BalanceGroup[],
): BalanceSuggestionType | null {
  const assessment = assessPrepared(applicant, factsOfRow(row), { reasons: false });
  const group = balanceGroupOf(assessment.category);
  if (!group || !missing.includes(group) || !assessment.selectivityKnown) return null;
  const course = toSearchResult(row);
  return {
    course_id: course.course_id,
    course_name: course.course_name,
    degree_code: course.degree_code,
    university_id: course.university_id,
    university_name: course.university_name,
    city: course.city,
    state: course.state,
    group,
    category: assessment.category,
    admitChances: assessment.admitChances,
    admitRange: assessment.admitRange,
    selectivityDecisions: assessment.selectivityDecisions,
    preference_match: preferenceMatch(preferences, course),
  };
}
