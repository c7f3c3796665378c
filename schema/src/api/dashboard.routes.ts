/**
 * The dashboard (spec 1 section 7): shortlisting, SOP and resume stats, badges and awards, each
 * a slice of its own. Shapes are ours (the spec hides them): schema/src/dashboard.
 */
import type { Achievement, EvaluationStats, ShortlistingStats } from "../dashboard";
import { defineRoute } from "./contract";
import { studentParams } from "./inputs";
import { PATHS } from "./paths";

const tag = "Dashboard";

export const dashboardRoutes = {
  shortlistingStats: defineRoute<ShortlistingStats>()({
    name: "shortlistingStats",
    method: "GET",
    path: PATHS.dashboard.shortlistingStats,
    guard: "own-student",
    summary:
      "Shortlisted courses by category and by status, the next deadlines of courses still Shortlisted or Applied, how many are past due.",
    tag,
    params: studentParams,
  }),
  sopStats: defineRoute<EvaluationStats>()({
    name: "sopStats",
    method: "GET",
    path: PATHS.dashboard.sopStats,
    guard: "own-student",
    summary: "SOPs kept and evaluated, the best and latest score, the trend.",
    tag,
    params: studentParams,
  }),
  resumeStats: defineRoute<EvaluationStats>()({
    name: "resumeStats",
    method: "GET",
    path: PATHS.dashboard.resumeStats,
    guard: "own-student",
    summary: "Resumes evaluated, the best and latest score, the trend.",
    tag,
    params: studentParams,
  }),
  badges: defineRoute<Achievement[]>()({
    name: "badges",
    method: "GET",
    path: PATHS.dashboard.badges,
    guard: "own-student",
    summary: "The badges earned (steps taken), oldest first, each with the date it was earned.",
    tag,
    params: studentParams,
  }),
  awards: defineRoute<Achievement[]>()({
    name: "awards",
    method: "GET",
    path: PATHS.dashboard.awards,
    guard: "own-student",
    summary: "The awards earned (quality reached), oldest first, each with the date it was earned.",
    tag,
    params: studentParams,
  }),
} as const;
