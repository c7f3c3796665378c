/** Pure program-synthesis rules, checked on a made-up university (no source data needed). */
import { deadlinesSchema } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { courseIdFor } from "./codes";
import { buildCourse, GRE_STRICTNESS, ieltsForToefl } from "./courses";
import { addDays, deadlinesFor } from "./deadlines";
import { programsOffered, rankPrograms, selectivity } from "./prestige";
import type { SampleUniversity } from "./sample-types";

const university = (over: Partial<SampleUniversity>): SampleUniversity => ({
  universityId: 999_001,
  name: "Sample State University",
  city: "Sampleton",
  state: "OH",
  website: null,
  universityType: "Public",
  acceptanceRate: 60,
  tuition: 30_000,
  climate: "Warm",
  meanTemperatureF: 52,
  researchTier: "R1",
  latitude: null,
  longitude: null,
  ...over,
});

describe("addDays", () => {
  it("crosses month and year ends in UTC", () => {
    expect(addDays("2026-12-15", 30)).toBe("2027-01-14");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
  });
});

describe("deadlinesFor", () => {
  it("always has a valid fall semester and keeps the windows", () => {
    for (let i = 0; i < 400; i++) {
      const deadlines = deadlinesFor(`test:${i}`, (i % 10) / 9);
      expect(deadlinesSchema.safeParse(deadlines).success).toBe(true);
      const fall = deadlines.fall_semester!;
      const [intl, dom] =
        "final_application_submission" in fall
          ? [
              fall.final_application_submission.international_deadline,
              fall.final_application_submission.domestic_deadline,
            ]
          : [fall.international.regular_deadline!, fall.domestic.regular_deadline!];
      expect(intl >= "2026-12-01" && intl <= "2027-02-15").toBe(true);
      expect(dom >= intl && dom <= addDays(intl, 31)).toBe(true);
    }
  });
});

describe("programs", () => {
  it("offers CS everywhere and more programs at R1s", () => {
    for (let id = 1; id <= 50; id++) {
      const r1 = programsOffered(university({ universityId: id, researchTier: "R1" }));
      const r2 = programsOffered(university({ universityId: id, researchTier: "R2" }));
      expect(r1).toContain("CS");
      expect(r2).toContain("CS");
      expect(r1.length).toBeGreaterThanOrEqual(6);
      expect(r1.length).toBeLessThanOrEqual(10);
      expect(r2.length).toBeGreaterThanOrEqual(3);
      expect(r2.length).toBeLessThanOrEqual(6);
      expect(new Set(r1).size).toBe(r1.length);
    }
  });

  it("ranks a selective R1 above an open R2", () => {
    const elite = university({ universityId: 1, acceptanceRate: 6, universityType: "Private" });
    const open = university({ universityId: 2, acceptanceRate: 90, researchTier: "R2" });
    const ranks = rankPrograms([
      { university: open, code: "CS" },
      { university: elite, code: "CS" },
    ]);
    expect(ranks.get("1:CS")).toEqual({ rank: 1, percentile: 1 });
    expect(ranks.get("2:CS")).toEqual({ rank: 2, percentile: 0 });
    expect(selectivity(6)).toBeGreaterThan(selectivity(60));
  });

  it("makes better programs ask more and admit fewer", () => {
    const u = university({});
    const top = buildCourse(u, "CS", 1, 1);
    const weak = buildCourse(u, "CS", 200, 0);
    expect(top.acceptanceRate).toBeLessThan(weak.acceptanceRate);
    expect(top.greAvg!).toBeGreaterThan(weak.greAvg!);
    expect(top.gpaAvg).toBeGreaterThan(weak.gpaAvg);
    expect(top.toeflMin).toBeGreaterThanOrEqual(weak.toeflMin);
    expect(top.courseId).toBe(courseIdFor(u.universityId, "CS"));
    expect(top.courseId).toBe(99_900_109);
  });

  it("pairs IELTS with TOEFL monotonically and keeps domestic GRE no stricter", () => {
    let previous = 0;
    for (let toefl = 79; toefl <= 110; toefl++) {
      expect(ieltsForToefl(toefl)).toBeGreaterThanOrEqual(previous);
      previous = ieltsForToefl(toefl);
    }
    for (let id = 1; id <= 200; id++) {
      const c = buildCourse(university({ universityId: id }), "EE", 1, (id % 11) / 10);
      expect(GRE_STRICTNESS[c.greRequired.domestic]).toBeLessThanOrEqual(
        GRE_STRICTNESS[c.greRequired.international],
      );
      expect(c.gpaMin).toBeLessThanOrEqual(c.gpaAvg);
      if (c.greMin !== null) expect(c.greMin).toBeLessThanOrEqual(c.greAvg!);
    }
  });
});
