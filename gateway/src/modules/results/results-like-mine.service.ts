/**
 * "Applicants like me" at a course (docs/results.md, Browsing): aggregates of real results
 * (accepted submissions, never the demo's samples) from applicants whose GPA, and GRE total when
 * the student has one, lie within a band of the student's. Below RESULTS_GROUP_MIN results it
 * answers no figures and no count: only that there are not enough.
 */
import {
  type ApplicationDecision,
  type LikeMineBand,
  likeMineBand,
  RESULTS_GROUP_MIN,
  type ResultsSummary,
} from "@gradplan/schema";
import type { SqlReader } from "../../core/sql-reader";
import { summaryOf } from "./results-browse.service";

export interface ResultsLikeMine {
  /** Null when the profile has no GPA: nothing is compared. */
  band: LikeMineBand | null;
  /** Null below RESULTS_GROUP_MIN results in the band, or without a band. */
  summary: ResultsSummary | null;
}

interface ProfileRow {
  gpa: number | null;
  gre_total: number | null;
}

export class ResultsLikeMineService {
  constructor(private readonly sql: SqlReader) {}

  async forStudent(studentId: string, courseId: number): Promise<ResultsLikeMine> {
    const [profile] = await this.sql.query<ProfileRow>(
      `select gpa::float8 as gpa, (gre->>'total')::int as gre_total
         from student_stats where student_id = ?`,
      [studentId],
    );
    const band = likeMineBand(profile?.gpa ?? null, profile?.gre_total ?? null);
    if (!band) return { band: null, summary: null };
    const { counts, applicants } = await this.countsWithin(band, courseId);
    const summary = summaryOf(counts);
    // One applicant may list a course for several seasons: the minimum counts people too.
    const shown = summary.shown && applicants >= RESULTS_GROUP_MIN;
    return { band, summary: shown ? summary : null };
  }

  /** Results by decision, and how many submissions (applicants) they come from. */
  private async countsWithin(band: LikeMineBand, courseId: number) {
    const params: unknown[] = [courseId, band.gpaFrom, band.gpaTo];
    let gre = "";
    if (band.greFrom !== null && band.greTo !== null) {
      // A result without a GRE cannot be said to be like a student's GRE.
      gre = "and s.gre_verbal + s.gre_quantitative between ? and ?";
      params.push(band.greFrom, band.greTo);
    }
    const rows = await this.sql.query<{
      decision: ApplicationDecision | null;
      n: number;
      applicants: number;
    }>(
      `select a.decision, count(*)::int as n, count(distinct a.submission_id)::int as applicants
         from result_application a join result_submission s on s.id = a.submission_id
        where s.review_status = 'accepted' and not s.sample and a.course_id = ?
          and s.gpa between ? and ? ${gre}
        group by grouping sets ((a.decision), ())`,
      params,
    );
    const counts: Partial<Record<ApplicationDecision, number>> = {};
    let applicants = 0;
    for (const row of rows) {
      if (row.decision === null) applicants = row.applicants;
      else counts[row.decision] = row.n;
    }
    return { counts, applicants };
  }
}
