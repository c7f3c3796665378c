import { achievementOf, BADGES_AND_AWARDS } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { achievementsOf } from "./achievements";
import { daysLeftText } from "./dashboardText";

const BADGE_KEYS = BADGES_AND_AWARDS.filter((a) => a.kind === "badge").map((a) => a.key);
const AWARD_KEYS = BADGES_AND_AWARDS.filter((a) => a.kind === "award").map((a) => a.key);

describe("achievementsOf", () => {
  it("lists every one of the kind as a goal when none is earned", () => {
    const badges = achievementsOf("badge", []);
    expect(badges.map((b) => b.key)).toEqual(BADGE_KEYS);
    expect(badges.every((b) => b.earnedAt === null && b.description.length > 0)).toBe(true);
    expect(achievementsOf("award", []).map((a) => a.key)).toEqual(AWARD_KEYS);
  });

  it("puts the earned ones first, in the server's order, with their dates; the rest follow", () => {
    const earned = [
      achievementOf("five_shortlisted", "2026-11-01T09:00:00.000Z"),
      achievementOf("first_resume", "2026-11-12T09:00:00.000Z"),
    ];
    const badges = achievementsOf("badge", earned);
    expect(badges.slice(0, 2)).toEqual([
      expect.objectContaining({ key: "five_shortlisted", earnedAt: "2026-11-01T09:00:00.000Z" }),
      expect.objectContaining({ key: "first_resume", earnedAt: "2026-11-12T09:00:00.000Z" }),
    ]);
    expect(badges.slice(2).map((b) => [b.key, b.earnedAt])).toEqual([
      ["profile_complete", null],
      ["first_sop", null],
      ["first_application", null],
      ["result_shared", null],
    ]);
  });

  it("shows an earned one the catalogue does not know yet, as the server names it", () => {
    const shared = {
      key: "mentor",
      name: "Mentor",
      description: "You answered a question in the forum.",
      earned_at: "2026-11-20T09:00:00.000Z",
    };
    const badges = achievementsOf("badge", [shared]);
    const { earned_at, ...named } = shared;
    expect(badges[0]).toEqual({ ...named, earnedAt: earned_at });
    expect(badges).toHaveLength(BADGE_KEYS.length + 1);
  });
});

describe("daysLeftText", () => {
  it("says today, one day and many days", () => {
    expect([0, 1, 6].map(daysLeftText)).toEqual(["today", "in 1 day", "in 6 days"]);
  });
});
