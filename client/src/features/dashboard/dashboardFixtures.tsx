/**
 * Test fixtures: the dashboard's slices as the gateway answers them, and a fake backend over
 * fakeGraphql (the real SDL) whose answers and failures a test changes as it goes.
 */
import {
  type Achievement,
  achievementOf,
  type EvaluationStats,
  SHORTLIST_STATUSES,
  type ShortlistingStats,
  STATS_CATEGORIES,
} from "@gradplan/schema";
import { type FakeGraphql, fakeGraphql, graphqlError } from "../../test/graphql";
import { renderGraphqlPage } from "../../test/render";
import { logIn } from "../../test/session";
import { DashboardPage } from "./DashboardPage";

export function aShortlistingStats(overrides: Partial<ShortlistingStats> = {}): ShortlistingStats {
  const categories: Record<string, number> = { safe: 2, moderate: 1, ambitious: 1 };
  const statuses: Record<string, number> = { Shortlisted: 3, Applied: 1 };
  return {
    total: 4,
    by_category: STATS_CATEGORIES.map((category) => ({
      category,
      count: categories[category] ?? 0,
    })),
    by_status: SHORTLIST_STATUSES.map((status) => ({ status, count: statuses[status] ?? 0 })),
    next_deadlines: [
      {
        course_id: 101,
        course_name: "MS in Computer Science",
        university_name: "Stanford University",
        degree_code: "CS",
        status: "Shortlisted",
        deadline: "2026-12-01",
        kind: "regular_deadline",
        days_left: 6,
      },
      {
        course_id: 102,
        course_name: "MS in Data Science",
        university_name: "Purdue University",
        degree_code: "DS",
        status: "Applied",
        deadline: "2027-01-15",
        kind: "priority_deadline",
        days_left: 51,
      },
    ],
    past_due: 1,
    rolling: 2,
    ...overrides,
  };
}

export const EMPTY_SHORTLIST: ShortlistingStats = {
  total: 0,
  by_category: STATS_CATEGORIES.map((category) => ({ category, count: 0 })),
  by_status: SHORTLIST_STATUSES.map((status) => ({ status, count: 0 })),
  next_deadlines: [],
  past_due: 0,
  rolling: 0,
};

const scored = (id: string, name: string, score: number, day: number) => ({
  id,
  name,
  score,
  evaluated_at: `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`,
});

/** Three SOPs, all evaluated: 72, then 85 (the best), then 78 (the latest, 7 down). */
export function someSopStats(): EvaluationStats {
  const trend = [
    scored("sop_1", "Purdue ECE", 72, 10),
    scored("sop_2", "CMU MSCS", 85, 15),
    scored("sop_3", "Stanford CS", 78, 20),
  ];
  return {
    count: 3,
    evaluated: 3,
    best: trend[1] ?? null,
    latest: trend[2] ?? null,
    trend,
    change: -7,
  };
}

/** One resume, evaluated once: 64. */
export function oneResumeStats(score = 64): EvaluationStats {
  const only = scored("res_1", "Resume 2026", score, 12);
  return { count: 1, evaluated: 1, best: only, latest: only, trend: [only], change: null };
}

export const NO_EVALUATIONS: EvaluationStats = {
  count: 0,
  evaluated: 0,
  best: null,
  latest: null,
  trend: [],
  change: null,
};

export const SOME_BADGES: Achievement[] = [
  achievementOf("first_resume", "2026-11-12T10:00:00.000Z"),
  achievementOf("first_sop", "2026-11-15T10:00:00.000Z"),
];
export const SOME_AWARDS: Achievement[] = [achievementOf("sop_good", "2026-11-15T10:00:00.000Z")];

export const PROGRESS = {
  totalPercentage: 68,
  currentLevelNumber: 4,
  currentLevelName: "Contender",
  nextLevelName: "Application Ready",
};

export type DashboardField =
  | "shortlistingStats"
  | "sopStats"
  | "resumeStats"
  | "badges"
  | "awards"
  | "studentProgress";

export interface FakeDashboard {
  answers: Record<DashboardField, unknown>;
  /** Slices that fail (as a crash) until removed. */
  failing: Set<DashboardField>;
  /** Slices whose answer waits for this promise (to see their skeletons). */
  held: Partial<Record<DashboardField, Promise<void>>>;
  graphql: FakeGraphql;
}

export function fakeDashboard(answers: Partial<Record<DashboardField, unknown>> = {}) {
  const fake: FakeDashboard = {
    answers: {
      shortlistingStats: aShortlistingStats(),
      sopStats: someSopStats(),
      resumeStats: oneResumeStats(),
      badges: SOME_BADGES,
      awards: SOME_AWARDS,
      studentProgress: PROGRESS,
      ...answers,
    },
    failing: new Set(),
    held: {},
    graphql: fakeGraphql(),
  };
  const slice = (field: DashboardField) => async () => {
    await fake.held[field];
    if (fake.failing.has(field)) {
      throw graphqlError("Internal Server Error", "INTERNAL_SERVER_ERROR");
    }
    return fake.answers[field];
  };
  Object.assign(fake.graphql.fields, {
    shortlistingStats: slice("shortlistingStats"),
    sopStats: slice("sopStats"),
    resumeStats: slice("resumeStats"),
    badges: slice("badges"),
    awards: slice("awards"),
    studentProgress: slice("studentProgress"),
    // The status popup of the platform layout, when a test opens the route itself.
    popups: () => [],
  });
  return fake;
}

export interface DashboardSetup {
  answers?: Partial<Record<DashboardField, unknown>>;
  failing?: DashboardField[];
  held?: FakeDashboard["held"];
}

/** /dashboard for a logged-in student, over a fake backend set up as given. */
export function renderDashboard({ answers, failing = [], held = {} }: DashboardSetup = {}) {
  const student = logIn();
  const fake = fakeDashboard(answers);
  for (const field of failing) fake.failing.add(field);
  fake.held = held;
  renderGraphqlPage("/dashboard", <DashboardPage />);
  return { fake, student };
}
