/**
 * "Applicants like me" (docs/results.md, Browsing): the band of profiles a student's own is
 * compared with at a course. The server reads results within it; the page says it in words.
 */
import { TEST_LIMITS } from "../profile/options";

/** Four-point GPA points either side of the student's. */
export const LIKE_MINE_GPA_BAND = 0.15;
/** GRE total (verbal plus quantitative) points either side of the student's. */
export const LIKE_MINE_GRE_BAND = 5;

/** Inclusive bounds; the GRE's are null when the student has no GRE (any result then counts). */
export interface LikeMineBand {
  gpaFrom: number;
  gpaTo: number;
  greFrom: number | null;
  greTo: number | null;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The band around a profile: null without a four-point GPA, which the comparison needs. */
export function likeMineBand(gpa: number | null, greTotal: number | null): LikeMineBand | null {
  if (gpa === null || !Number.isFinite(gpa)) return null;
  const gre = greTotal === null || !Number.isFinite(greTotal) ? null : Math.round(greTotal);
  return {
    gpaFrom: cents(Math.max(0, gpa - LIKE_MINE_GPA_BAND)),
    gpaTo: cents(Math.min(4, gpa + LIKE_MINE_GPA_BAND)),
    greFrom: gre === null ? null : gre - LIKE_MINE_GRE_BAND,
    greTo: gre === null ? null : Math.min(TEST_LIMITS.greTotal, gre + LIKE_MINE_GRE_BAND),
  };
}
