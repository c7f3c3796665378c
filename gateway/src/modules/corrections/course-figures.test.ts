/** The figures a correction reads and writes, on the deadlines' three shapes (pure). */
import type { CourseDeadlines } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { type CourseFigures, currentValue, withDeadline } from "./course-figures";

const none = {
  rolling: false,
  early_deadline: null,
  priority_deadline: null,
  regular_deadline: null,
};
const deadlines: CourseDeadlines = {
  fall_semester: {
    international: { ...none, regular_deadline: "2026-12-15" },
    domestic: { ...none, rolling: true, regular_deadline: "2027-01-15" },
  },
  spring_semester: {
    final_application_submission: {
      international_deadline: "2027-08-01",
      domestic_deadline: "2027-09-01",
    },
  },
};
const course: CourseFigures = {
  toefl_min: 90,
  ielts_min: 6.5,
  gre_min: null,
  deadlines,
  program_url: null,
};
const key = (semester: string, applicants: string, kind: string) =>
  `deadline.${semester}_semester.${applicants}.${kind}`;

describe("currentValue", () => {
  it("reads the columns, the program page and each deadline shape", () => {
    expect(currentValue(course, "toefl_min")).toBe("90");
    expect(currentValue(course, "ielts_min")).toBe("6.5");
    expect(currentValue(course, "gre_min")).toBeNull();
    expect(currentValue(course, "program_url")).toBeNull();
    expect(currentValue(course, key("fall", "domestic", "regular_deadline"))).toBe("2027-01-15");
    expect(currentValue(course, key("fall", "domestic", "early_deadline"))).toBeNull();
    expect(currentValue(course, key("spring", "domestic", "regular_deadline"))).toBe("2027-09-01");
    expect(currentValue(course, key("spring", "domestic", "priority_deadline"))).toBeNull();
    expect(currentValue(course, key("summer", "international", "regular_deadline"))).toBeNull();
  });
});

describe("withDeadline", () => {
  it("sets one date and leaves the other applicants and semesters alone", () => {
    const next = withDeadline(deadlines, key("fall", "domestic", "early_deadline"), "2026-11-01");
    expect(next.fall_semester).toEqual({
      international:
        deadlines.fall_semester && "international" in deadlines.fall_semester
          ? deadlines.fall_semester.international
          : null,
      domestic: {
        ...none,
        rolling: true,
        early_deadline: "2026-11-01",
        regular_deadline: "2027-01-15",
      },
    });
    expect(next.spring_semester).toBe(deadlines.spring_semester);
  });

  it("keeps a final submission date's form for a regular deadline, splits it for another kind", () => {
    const regular = withDeadline(
      deadlines,
      key("spring", "international", "regular_deadline"),
      "2027-07-15",
    );
    expect(regular.spring_semester).toEqual({
      final_application_submission: {
        international_deadline: "2027-07-15",
        domestic_deadline: "2027-09-01",
      },
    });
    const early = withDeadline(
      deadlines,
      key("spring", "international", "early_deadline"),
      "2027-06-01",
    );
    expect(early.spring_semester).toEqual({
      international: { ...none, early_deadline: "2027-06-01", regular_deadline: "2027-08-01" },
      domestic: { ...none, regular_deadline: "2027-09-01" },
    });
  });

  it("adds a semester the course did not list", () => {
    const next = withDeadline(
      deadlines,
      key("summer", "international", "regular_deadline"),
      "2028-03-01",
    );
    expect(next.summer_semester).toEqual({
      international: { ...none, regular_deadline: "2028-03-01" },
      domestic: none,
    });
    expect(
      currentValue(
        { ...course, deadlines: next },
        key("summer", "international", "regular_deadline"),
      ),
    ).toBe("2028-03-01");
  });
});
