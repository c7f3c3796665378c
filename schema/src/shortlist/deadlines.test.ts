import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CatalogueCourse, Deadlines } from "../index";
import {
  applicationDeadlinesFor,
  audienceOf,
  type CourseDeadlines,
  datedDeadlines,
  inDeadlineTab,
  NO_DEADLINES,
  semesterDeadlines,
  semesterOf,
} from "./deadlines";

const sample = JSON.parse(
  readFileSync(new URL("../../../data/catalogue/courses.json", import.meta.url), "utf8"),
) as CatalogueCourse[];

/** The rule's own (zod-free) shape is exactly the catalogue's: this does not compile otherwise. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const SHAPES_AGREE: Same<Deadlines, CourseDeadlines> = true;

const deadlines: Deadlines = {
  summer_semester: {
    final_application_submission: {
      international_deadline: "2026-02-01",
      domestic_deadline: "2026-03-01",
    },
  },
  fall_semester: {
    international: {
      rolling: false,
      early_deadline: "2025-11-01",
      regular_deadline: "2025-12-01",
      priority_deadline: "2025-11-15",
    },
    domestic: {
      rolling: true,
      early_deadline: null,
      regular_deadline: null,
      priority_deadline: null,
    },
  },
};

describe("semesterDeadlines", () => {
  it("reads the catalogue's deadline shape", () => {
    expect(SHAPES_AGREE).toBe(true);
  });

  it("lists semesters in calendar order with the audience's own entry", () => {
    expect(semesterDeadlines(deadlines, "international")).toEqual([
      {
        semester: "Fall",
        rolling: false,
        early: "2025-11-01",
        priority: "2025-11-15",
        regular: "2025-12-01",
      },
      { semester: "Summer", rolling: false, early: null, priority: null, regular: "2026-02-01" },
    ]);
  });

  it("uses a final_application_submission block as the only (regular) deadline", () => {
    expect(semesterDeadlines(deadlines, "domestic")[1]).toEqual({
      semester: "Summer",
      rolling: false,
      early: null,
      priority: null,
      regular: "2026-03-01",
    });
  });

  it("gives the domestic entry, rolling included, to domestic students", () => {
    expect(semesterDeadlines(deadlines, "domestic")[0]).toEqual({
      semester: "Fall",
      rolling: true,
      early: null,
      priority: null,
      regular: null,
    });
  });

  it("maps the student's category to an audience", () => {
    expect(audienceOf("Domestic Student")).toBe("domestic");
    expect(audienceOf("International Student")).toBe("international");
  });
});

describe("applicationDeadlinesFor (spec 2 section 4)", () => {
  it("takes the student's category's entry of their applying semester", () => {
    expect(applicationDeadlinesFor(deadlines, "International Student", "Fall")).toEqual({
      rolling: false,
      early_deadline: "2025-11-01",
      regular_deadline: "2025-12-01",
      priority_deadline: "2025-11-15",
    });
    expect(applicationDeadlinesFor(deadlines, "Domestic Student", "Fall")).toEqual({
      rolling: true,
      early_deadline: null,
      regular_deadline: null,
      priority_deadline: null,
    });
  });

  it("uses final_application_submission as the only deadline, the regular one, per category", () => {
    expect(applicationDeadlinesFor(deadlines, "International Student", "Summer")).toEqual({
      ...NO_DEADLINES,
      regular_deadline: "2026-02-01",
    });
    expect(applicationDeadlinesFor(deadlines, "Domestic Student", "Summer")).toEqual({
      ...NO_DEADLINES,
      regular_deadline: "2026-03-01",
    });
  });

  it("has no deadlines for a semester the course does not admit in, or no deadlines at all", () => {
    expect(applicationDeadlinesFor(deadlines, "International Student", "Spring")).toEqual(
      NO_DEADLINES,
    );
    expect(applicationDeadlinesFor({}, "Domestic Student", "Fall")).toEqual(NO_DEADLINES);
    expect(applicationDeadlinesFor(null, "Domestic Student", "Fall")).toEqual(NO_DEADLINES);
  });

  it("reads Fall while the student has not chosen a semester", () => {
    expect(semesterOf(null)).toBe("Fall");
    expect(semesterOf("Winter")).toBe("Fall");
    expect(applicationDeadlinesFor(deadlines, "International Student", null)).toEqual(
      applicationDeadlinesFor(deadlines, "International Student", "Fall"),
    );
  });

  it("agrees with every shape in the sample catalogue", () => {
    for (const course of sample) {
      for (const semester of ["Fall", "Spring", "Summer"] as const) {
        const key = `${semester.toLowerCase()}_semester` as keyof Deadlines;
        const entry = course.deadlines?.[key];
        for (const category of ["International Student", "Domestic Student"] as const) {
          const chosen = applicationDeadlinesFor(course.deadlines, category, semester);
          const audience = category === "Domestic Student" ? "domestic" : "international";
          if (!entry) expect(chosen).toEqual(NO_DEADLINES);
          else if ("final_application_submission" in entry)
            expect(chosen).toEqual({
              ...NO_DEADLINES,
              regular_deadline: entry.final_application_submission[`${audience}_deadline`],
            });
          else expect(chosen).toEqual(entry[audience]);
        }
      }
    }
  });
});

describe("deadline tabs", () => {
  const today = "2026-11-25";
  const d = (over: Partial<typeof NO_DEADLINES>) => ({ ...NO_DEADLINES, ...over });

  it("counts a dated deadline from today to 30 days ahead as upcoming", () => {
    expect(inDeadlineTab(d({ regular_deadline: "2026-11-25" }), "upcoming", today)).toBe(true);
    expect(inDeadlineTab(d({ regular_deadline: "2026-12-25" }), "upcoming", today)).toBe(true);
    expect(inDeadlineTab(d({ regular_deadline: "2026-12-26" }), "upcoming", today)).toBe(false);
    expect(
      inDeadlineTab(
        d({ early_deadline: "2026-12-01", regular_deadline: "2027-02-01" }),
        "upcoming",
        today,
      ),
    ).toBe(true);
    expect(inDeadlineTab(d({ regular_deadline: "2026-11-24" }), "upcoming", today)).toBe(false);
  });

  it("counts a course as passed when its regular deadline is behind and it is not rolling", () => {
    expect(inDeadlineTab(d({ regular_deadline: "2026-11-24" }), "passed", today)).toBe(true);
    expect(inDeadlineTab(d({ regular_deadline: "2026-11-25" }), "passed", today)).toBe(false);
    expect(
      inDeadlineTab(d({ regular_deadline: "2026-11-24", rolling: true }), "passed", today),
    ).toBe(false);
    expect(inDeadlineTab(NO_DEADLINES, "passed", today)).toBe(false);
  });

  it("puts rolling admission in its own tab and everything in all", () => {
    expect(inDeadlineTab(d({ rolling: true }), "rolling", today)).toBe(true);
    expect(inDeadlineTab(NO_DEADLINES, "rolling", today)).toBe(false);
    expect(inDeadlineTab(NO_DEADLINES, "all", today)).toBe(true);
  });

  it("lists dated deadlines in date order with their names", () => {
    expect(
      datedDeadlines(
        d({
          early_deadline: "2026-12-01",
          regular_deadline: "2027-02-01",
          priority_deadline: "2026-12-15",
        }),
      ).map((x) => x.label),
    ).toEqual(["Early", "Priority", "Regular"]);
  });
});
