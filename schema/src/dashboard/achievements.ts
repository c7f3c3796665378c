/**
 * Badges and awards (spec 1's dashboard; docs/dashboard.md): badges mark steps taken, awards mark
 * quality reached. Each is earned once, from the student's own data, on the date the data says it
 * was reached, and kept even if the data later changes (a deleted resume keeps its badge).
 */
import { SCORE_BAND_THRESHOLDS } from "../profile/strength";
import type { ShortlistStatus } from "../shortlist/status";

export const ACHIEVEMENT_KINDS = ["badge", "award"] as const;
export type AchievementKind = (typeof ACHIEVEMENT_KINDS)[number];

/** A score rated Good or better (the spec's bands). */
export const GOOD_SCORE = SCORE_BAND_THRESHOLDS.good;
/** How many shortlisted programs earn the shortlist badge. */
export const SHORTLIST_BADGE_COUNT = 5;
/** A status past Shortlisted means the application was sent. */
export const APPLIED_STATUSES: readonly ShortlistStatus[] = [
  "Applied",
  "Wait Listed",
  "Accepted",
  "Rejected",
  "Admitted",
];
export const ADMIT_STATUSES: readonly ShortlistStatus[] = ["Accepted", "Admitted"];

export const BADGES_AND_AWARDS = [
  {
    key: "profile_complete",
    kind: "badge",
    name: "Profile complete",
    description: "Every section of your profile is filled in.",
  },
  {
    key: "first_resume",
    kind: "badge",
    name: "First resume evaluated",
    description: "You uploaded a resume and read its evaluation.",
  },
  {
    key: "first_sop",
    kind: "badge",
    name: "First SOP evaluated",
    description: "You had a statement of purpose evaluated.",
  },
  {
    key: "five_shortlisted",
    kind: "badge",
    name: "Five programs shortlisted",
    description: `You shortlisted ${SHORTLIST_BADGE_COUNT} programs.`,
  },
  {
    key: "first_application",
    kind: "badge",
    name: "First application sent",
    description: "You marked a shortlisted program as applied.",
  },
  {
    key: "result_shared",
    kind: "badge",
    name: "A result shared",
    description: "You shared your application results with students applying after you.",
  },
  {
    key: "resume_good",
    kind: "award",
    name: "Resume rated Good",
    description: `A resume of yours scored ${GOOD_SCORE} or more.`,
  },
  {
    key: "sop_good",
    kind: "award",
    name: "SOP rated Good",
    description: `A statement of purpose of yours scored ${GOOD_SCORE} or more.`,
  },
  {
    key: "strong_profile",
    kind: "award",
    name: "Strong profile",
    description: `Your AB Score reached ${GOOD_SCORE}.`,
  },
  {
    key: "first_admit",
    kind: "award",
    name: "First admit",
    description: "A program accepted you.",
  },
] as const satisfies readonly {
  key: string;
  kind: AchievementKind;
  name: string;
  description: string;
}[];

export type AchievementKey = (typeof BADGES_AND_AWARDS)[number]["key"];

/** An earned badge or award, as the API answers it. */
export interface Achievement {
  key: AchievementKey;
  kind: AchievementKind;
  name: string;
  description: string;
  /** ISO date-time. */
  earned_at: string;
}

/**
 * When each was reached, as the student's data says (ISO date-times), or null when it is not
 * (yet). The gateway reads these; `earnedNow` keeps the ones reached.
 */
export type AchievementDates = Record<AchievementKey, string | null>;

export function earnedNow(dates: AchievementDates): { key: AchievementKey; earned_at: string }[] {
  return BADGES_AND_AWARDS.flatMap(({ key }) => {
    const at = dates[key];
    return at ? [{ key, earned_at: at }] : [];
  });
}

export function achievementOf(key: AchievementKey, earnedAt: string): Achievement {
  const found = BADGES_AND_AWARDS.find((a) => a.key === key);
  if (!found) throw new Error(`unknown achievement ${key}`);
  return { ...found, earned_at: earnedAt };
}
