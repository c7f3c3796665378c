/** What the results browser shows: rows without names or emails, and aggregates of 5 or more. */
import type { ApplicationDecision } from "./constants";

/** One reported decision as anyone may see it. */
export interface CommunityResultRow {
  id: string;
  universityId: number;
  universityName: string;
  courseId: number | null;
  courseName: string;
  decision: ApplicationDecision;
  /** Four-point. */
  gpa: number;
  /** Verbal plus quantitative; null without a GRE. */
  greTotal: number | null;
  englishTest: string;
  /** TOEFL total or IELTS overall band. */
  englishScore: number | null;
  semester: string;
  year: number;
  category: string;
  /** A synthetic result of the demo catalogue. */
  sample: boolean;
}

/** Decisions of a group; null figures when the group has fewer than RESULTS_GROUP_MIN results. */
export interface ResultsSummary {
  results: number;
  /** Null below the group minimum. */
  accepted: number | null;
  rejected: number | null;
  waitListed: number | null;
  other: number | null;
  /** Percent of Accepted among Accepted and Rejected; null below the minimum. */
  admitRate: number | null;
  /** The group is large enough to show its figures. */
  shown: boolean;
}

export const SEASON_PATTERN = /^(Fall|Spring|Summer) (\d{4})$/;

/** "Fall 2026" from its parts. */
export const seasonOf = (semester: string, year: number) => `${semester} ${year}`;

/** The season's semester and year, or null when the text is not one. */
export function parseSeason(season: string): { semester: string; year: number } | null {
  const match = SEASON_PATTERN.exec(season.trim());
  return match ? { semester: match[1]!, year: Number(match[2]) } : null;
}

/** The year a result counts for: its notification's, or the submission's when none was given. */
export function seasonYearOf(notificationDate: string | null, submittedOn: string): number {
  return Number((notificationDate || submittedOn).slice(0, 4));
}
