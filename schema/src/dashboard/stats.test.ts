import { describe, expect, it } from "vitest";
import type { ShortlistedCourse } from "../shortlist/course";
import { NO_DEADLINES } from "../shortlist/deadlines";
import type { ShortlistStatus } from "../shortlist/status";
import { evaluationStats, NEXT_DEADLINES, type ScoredItem, shortlistingStats } from "./stats";

let nextId = 1;
function course(
  status: ShortlistStatus,
  category: ShortlistedCourse["category"],
  deadlines: Partial<ShortlistedCourse["applicationDeadlines"]> = {},
): ShortlistedCourse {
  const id = nextId++;
  return {
    course_id: id,
    course_name: `Course ${id}`,
    university_name: `University ${id}`,
    degree_code: "MS",
    status,
    category,
    applicationDeadlines: { ...NO_DEADLINES, ...deadlines },
  } as ShortlistedCourse;
}

const TODAY = "2026-11-25";

describe("shortlistingStats", () => {
  it("counts every category and status in order, zeros included", () => {
    const stats = shortlistingStats(
      [
        course("Shortlisted", "safe"),
        course("Applied", "safe"),
        course("Admitted", "ambitious"),
        course("Shortlisted", null),
        course("Rejected", "NA"),
      ],
      TODAY,
    );
    expect(stats.total).toBe(5);
    expect(stats.by_category).toEqual([
      { category: "very safe", count: 0 },
      { category: "safe", count: 2 },
      { category: "moderate", count: 0 },
      { category: "ambitious", count: 1 },
      { category: "very ambitious", count: 0 },
      { category: "NA", count: 1 },
      { category: "not calculated", count: 1 },
    ]);
    expect(stats.by_status).toEqual([
      { status: "Shortlisted", count: 2 },
      { status: "Applied", count: 1 },
      { status: "Wait Listed", count: 0 },
      { status: "Accepted", count: 0 },
      { status: "Rejected", count: 1 },
      { status: "Admitted", count: 1 },
    ]);
  });

  it("lists the soonest open deadlines from today, counts the past due and the rolling", () => {
    const soon = course("Shortlisted", "safe", {
      early_deadline: "2026-11-20",
      regular_deadline: "2026-12-01",
    });
    const today = course("Applied", "safe", { regular_deadline: TODAY });
    const decided = course("Accepted", "safe", { regular_deadline: "2026-11-26" });
    const passed = course("Shortlisted", "moderate", { regular_deadline: "2026-11-01" });
    const passedButApplied = course("Applied", "moderate", { regular_deadline: "2026-11-01" });
    const rolling = course("Shortlisted", "safe", { rolling: true });
    const stats = shortlistingStats(
      [soon, today, decided, passed, passedButApplied, rolling],
      TODAY,
    );
    expect(stats.next_deadlines).toEqual([
      expect.objectContaining({
        course_id: today.course_id,
        days_left: 0,
        kind: "regular_deadline",
      }),
      expect.objectContaining({
        course_id: soon.course_id,
        deadline: "2026-12-01",
        days_left: 6,
        status: "Shortlisted",
      }),
    ]);
    expect(stats.past_due).toBe(1);
    expect(stats.rolling).toBe(1);
  });

  it(`lists at most ${NEXT_DEADLINES}`, () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      course("Shortlisted", "safe", {
        regular_deadline: `2026-12-${String(10 - i).padStart(2, "0")}`,
      }),
    );
    const stats = shortlistingStats(many, TODAY);
    expect(stats.next_deadlines.map((d) => d.deadline)).toEqual([
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
      "2026-12-07",
    ]);
  });

  it("answers zeros for an empty shortlist", () => {
    const stats = shortlistingStats([], TODAY);
    expect(stats).toMatchObject({ total: 0, next_deadlines: [], past_due: 0, rolling: 0 });
    expect(stats.by_status.every((s) => s.count === 0)).toBe(true);
  });
});

describe("evaluationStats", () => {
  const item = (id: string, score: number, day: number): ScoredItem => ({
    id,
    name: `Item ${id}`,
    score,
    evaluated_at: `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`,
  });

  it("finds the best (earliest of equals), the latest, the trend oldest first and the change", () => {
    const stats = evaluationStats(4, [item("c", 70, 20), item("a", 82, 10), item("b", 82, 15)]);
    expect(stats).toMatchObject({ count: 4, evaluated: 3, change: -12 });
    expect(stats.best?.id).toBe("a");
    expect(stats.latest?.id).toBe("c");
    expect(stats.trend.map((s) => s.id)).toEqual(["a", "b", "c"]);
  });

  it("answers nulls with nothing evaluated", () => {
    expect(evaluationStats(2, [])).toEqual({
      count: 2,
      evaluated: 0,
      best: null,
      latest: null,
      trend: [],
      change: null,
    });
  });
});
