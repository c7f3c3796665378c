import { describe, expect, it } from "vitest";
import type { Deadlines } from "../index";
import { audienceOf, type CourseDeadlines, semesterDeadlines } from "./deadlines";

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
