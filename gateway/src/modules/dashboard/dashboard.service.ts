/**
 * The dashboard's slices (spec 1): shortlisting stats, SOP and resume stats, badges and awards.
 * Each is read on its own (a slice that fails leaves the others standing). Badges and awards are
 * granted here, from the student's data, when the dashboard reads them: an insert that ignores a
 * row already there, so concurrent reads grant each one once (docs/dashboard.md).
 */
import {
  type Achievement,
  type AchievementDates,
  type AchievementKind,
  ADMIT_STATUSES,
  APPLIED_STATUSES,
  achievementOf,
  BADGES_AND_AWARDS,
  type EvaluationStats,
  earnedNow,
  evaluationStats,
  GOOD_SCORE,
  isoDay,
  SHORTLIST_BADGE_COUNT,
  type ShortlistingStats,
  shortlistingStats,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { ShortlistReadService } from "../shortlist/shortlist-read.service";
import type { ProfileService } from "../students/profile.service";

interface ScoredRow {
  id: string;
  name: string;
  score: number | null;
  evaluated_at: Date | null;
}

/** When each achievement with a date in the data was first reached. */
interface DatedFacts {
  first_resume: Date | null;
  first_sop: Date | null;
  five_shortlisted: Date | null;
  first_application: Date | null;
  result_shared: Date | null;
  resume_good: Date | null;
  sop_good: Date | null;
  first_admit: Date | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export class DashboardService {
  constructor(
    private readonly em: EntityManager,
    private readonly shortlist: ShortlistReadService,
    private readonly profile: ProfileService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async shortlistingStats(studentId: string): Promise<ShortlistingStats> {
    const courses = (await this.shortlist.shortlist(studentId)).flat();
    return shortlistingStats(courses, isoDay(this.now()));
  }

  sopStats(studentId: string): Promise<EvaluationStats> {
    return this.scored(
      studentId,
      "select id, name, overall_score as score, evaluated_at from sop where student_id = ?",
    );
  }

  resumeStats(studentId: string): Promise<EvaluationStats> {
    return this.scored(
      studentId,
      "select id, name, overall_score as score, evaluated_at from resume where student_id = ?",
    );
  }

  badges(studentId: string): Promise<Achievement[]> {
    return this.achievements(studentId, "badge");
  }

  awards(studentId: string): Promise<Achievement[]> {
    return this.achievements(studentId, "award");
  }

  private async scored(studentId: string, sql: string): Promise<EvaluationStats> {
    const rows = await this.em.getConnection().execute<ScoredRow[]>(sql, [studentId]);
    const scored = rows.flatMap((r) =>
      r.score === null || !r.evaluated_at
        ? []
        : [{ id: r.id, name: r.name, score: r.score, evaluated_at: iso(r.evaluated_at) as string }],
    );
    return evaluationStats(rows.length, scored);
  }

  /** Grants what the data has reached (once), then answers every one earned of this kind. */
  private async achievements(studentId: string, kind: AchievementKind): Promise<Achievement[]> {
    const reached = earnedNow(await this.dates(studentId));
    if (reached.length > 0) {
      const kinds = new Map(BADGES_AND_AWARDS.map((a) => [a.key, a.kind]));
      await this.em.getConnection().execute(
        `insert into student_achievement (student_id, key, kind, earned_at)
         select ?, r.key, r.kind, r.earned_at::timestamptz
           from jsonb_to_recordset(?::jsonb) as r(key text, kind text, earned_at text)
         on conflict (student_id, key) do nothing`,
        [studentId, JSON.stringify(reached.map((r) => ({ ...r, kind: kinds.get(r.key) })))],
      );
    }
    const rows = await this.em
      .getConnection()
      .execute<{ key: Achievement["key"]; earned_at: Date }[]>(
        "select key, earned_at from student_achievement where student_id = ? and kind = ? order by earned_at, key",
        [studentId, kind],
      );
    return rows.map((r) => achievementOf(r.key, iso(r.earned_at) as string));
  }

  /**
   * When each was reached. The shortlist's status history keeps the day a course was added and
   * each change, even after the course leaves the shortlist; resumes and SOPs keep their latest
   * evaluation. A complete profile and a strong AB Score have no history: they date from the day
   * they are first seen here.
   */
  private async dates(studentId: string): Promise<AchievementDates> {
    const [row] = await this.em.getConnection().execute<DatedFacts[]>(
      `select
         (select min(created_at) from resume where student_id = ?) as first_resume,
         (select min(evaluated_at) from sop where student_id = ?) as first_sop,
         (select changed_at from shortlist_status_change
           where student_id = ? and from_status is null
           order by changed_at offset ? limit 1) as five_shortlisted,
         (select min(changed_at) from shortlist_status_change
           where student_id = ? and to_status in (?)) as first_application,
         (select min(created_at) from result_submission
           where student_id = ? and review_status = 'accepted') as result_shared,
         (select min(evaluated_at) from resume where student_id = ? and overall_score >= ?) as resume_good,
         (select min(evaluated_at) from sop where student_id = ? and overall_score >= ?) as sop_good,
         (select min(changed_at) from shortlist_status_change
           where student_id = ? and to_status in (?)) as first_admit`,
      [
        studentId,
        studentId,
        studentId,
        SHORTLIST_BADGE_COUNT - 1,
        studentId,
        APPLIED_STATUSES,
        studentId,
        studentId,
        GOOD_SCORE,
        studentId,
        GOOD_SCORE,
        studentId,
        ADMIT_STATUSES,
      ],
    );
    const [progress, strength] = await Promise.all([
      this.profile.progress(studentId),
      this.profile.strength(studentId),
    ]);
    const now = this.now().toISOString();
    return {
      profile_complete: progress.totalPercentage >= 100 ? now : null,
      strong_profile: (strength.abScore ?? 0) >= GOOD_SCORE ? now : null,
      first_resume: iso(row?.first_resume ?? null),
      first_sop: iso(row?.first_sop ?? null),
      five_shortlisted: iso(row?.five_shortlisted ?? null),
      first_application: iso(row?.first_application ?? null),
      result_shared: iso(row?.result_shared ?? null),
      resume_good: iso(row?.resume_good ?? null),
      sop_good: iso(row?.sop_good ?? null),
      first_admit: iso(row?.first_admit ?? null),
    };
  }
}
