/**
 * Badges and awards as the dashboard lists them: the earned ones first (oldest first, as the
 * server answers), then every other one of that kind as a goal, in the catalogue's order.
 */
import { type AchievementKind, BADGES_AND_AWARDS } from "@gradplan/schema";

/** An earned one, as the badges and awards queries answer it. */
export interface EarnedAchievement {
  key: string;
  name: string;
  description: string;
  earned_at: string;
}

export interface AchievementView {
  key: string;
  name: string;
  description: string;
  /** ISO date-time it was earned; null for a goal. */
  earnedAt: string | null;
}

export function achievementsOf(
  kind: AchievementKind,
  earned: readonly EarnedAchievement[],
): AchievementView[] {
  const got = new Set(earned.map((a) => a.key));
  const goals = BADGES_AND_AWARDS.filter((a) => a.kind === kind && !got.has(a.key));
  return [
    ...earned.map(({ key, name, description, earned_at }) => ({
      key,
      name,
      description,
      earnedAt: earned_at,
    })),
    ...goals.map(({ key, name, description }) => ({ key, name, description, earnedAt: null })),
  ];
}
