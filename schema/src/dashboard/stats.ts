/**
 * The dashboard's figures (spec 1: shortlisting stats, SOP stats, resume stats), as pure rules
 * over what the student has: the gateway reads the rows, these count them. DESIGN.md section 6:
 * counts by category and status, next deadlines; count, best, latest and a trend of scores.
 */
import { ADMIT_CATEGORIES, type AdmitCategory } from "../admissions/types";
import type { ShortlistedCourse } from "../shortlist/course";
import { type DeadlineKind, datedDeadlines, daysBetween } from "../shortlist/deadlines";
import { SHORTLIST_STATUSES, type ShortlistStatus } from "../shortlist/status";

/** Spec 1: a dashboard slice that failed shows this. */
export const DASHBOARD_MESSAGES = { unknownError: "An unknown error occurred." } as const;

/** At most this many upcoming deadlines are listed. */
export const NEXT_DEADLINES = 5;
/** At most this many scores make a trend. */
export const TREND_LENGTH = 10;
/** Statuses whose deadlines still matter: the student has not heard back. */
export const OPEN_STATUSES: readonly ShortlistStatus[] = ["Shortlisted", "Applied"];

/** A course the model has not placed yet ("NA" included) counts as not calculated. */
export const UNPLACED = "not calculated";
export type StatsCategory = (typeof ADMIT_CATEGORIES)[number] | "NA" | typeof UNPLACED;
export const STATS_CATEGORIES: readonly StatsCategory[] = [...ADMIT_CATEGORIES, "NA", UNPLACED];

export interface UpcomingDeadline {
  course_id: number;
  course_name: string;
  university_name: string;
  degree_code: string;
  status: ShortlistStatus;
  /** YYYY-MM-DD. */
  deadline: string;
  kind: DeadlineKind;
  /** 0 on the day itself. */
  days_left: number;
}

export interface ShortlistingStats {
  total: number;
  /** Every category in the spec's order, zeros included. */
  by_category: { category: StatsCategory; count: number }[];
  /** Every status in the spec's order, zeros included. */
  by_status: { status: ShortlistStatus; count: number }[];
  /** The soonest deadlines from today on, of courses still Shortlisted or Applied. */
  next_deadlines: UpcomingDeadline[];
  /** Courses still Shortlisted whose last deadline has passed. */
  past_due: number;
  /** Courses that take applications on a rolling basis. */
  rolling: number;
}

const categoryOf = (category: AdmitCategory | null): StatsCategory => category ?? UNPLACED;

export function shortlistingStats(
  courses: readonly ShortlistedCourse[],
  today: string,
): ShortlistingStats {
  const upcoming: UpcomingDeadline[] = [];
  let pastDue = 0;
  for (const course of courses) {
    const dated = datedDeadlines(course.applicationDeadlines);
    const last = dated.at(-1);
    if (course.status === "Shortlisted" && last && last.date < today) pastDue++;
    if (!OPEN_STATUSES.includes(course.status)) continue;
    const next = dated.find((d) => d.date >= today);
    if (!next) continue;
    upcoming.push({
      course_id: course.course_id,
      course_name: course.course_name,
      university_name: course.university_name,
      degree_code: course.degree_code,
      status: course.status,
      deadline: next.date,
      kind: next.kind,
      days_left: daysBetween(today, next.date),
    });
  }
  upcoming.sort((a, b) => a.deadline.localeCompare(b.deadline) || a.course_id - b.course_id);
  return {
    total: courses.length,
    by_category: STATS_CATEGORIES.map((category) => ({
      category,
      count: courses.filter((c) => categoryOf(c.category) === category).length,
    })),
    by_status: SHORTLIST_STATUSES.map((status) => ({
      status,
      count: courses.filter((c) => c.status === status).length,
    })),
    next_deadlines: upcoming.slice(0, NEXT_DEADLINES),
    past_due: pastDue,
    rolling: courses.filter((c) => c.applicationDeadlines.rolling).length,
  };
}

/** One evaluated resume or SOP: its latest score. */
export interface ScoredItem {
  id: string;
  name: string;
  score: number;
  /** ISO date-time. */
  evaluated_at: string;
}

/** SOP stats and resume stats have one shape. */
export interface EvaluationStats {
  /** Every one kept (an SOP may not be evaluated yet). */
  count: number;
  evaluated: number;
  best: ScoredItem | null;
  latest: ScoredItem | null;
  /** The latest scores, oldest first: each item's latest evaluation, by when it was made. */
  trend: ScoredItem[];
  /** Latest minus the one before it; null with fewer than two. */
  change: number | null;
}

export function evaluationStats(count: number, scored: readonly ScoredItem[]): EvaluationStats {
  const byTime = [...scored].sort(
    (a, b) => a.evaluated_at.localeCompare(b.evaluated_at) || a.id.localeCompare(b.id),
  );
  const latest = byTime.at(-1) ?? null;
  const previous = byTime.at(-2) ?? null;
  // The best: the highest score, the earliest to reach it.
  const best = byTime.reduce<ScoredItem | null>((b, s) => (!b || s.score > b.score ? s : b), null);
  return {
    count,
    evaluated: scored.length,
    best,
    latest,
    trend: byTime.slice(-TREND_LENGTH),
    change: latest && previous ? latest.score - previous.score : null,
  };
}
