import { describe, expect, it } from "vitest";
import {
  correctionIssues,
  figureKeyOf,
  figureLabel,
  isRealDate,
  isWebAddress,
  CORRECTION_MESSAGES as M,
  normalizedCorrectionValue,
} from "./corrections";
import { NO_DEADLINES } from "./shortlist/deadlines";
import { ownDeadlineIssue, studentDeadlines } from "./shortlist/own-deadline";

const TODAY = "2026-11-27";
const draft = (overrides = {}) => ({
  courseId: 1,
  field: "toefl_min",
  value: "100",
  sourceUrl: "https://grad.example.edu/ms",
  ...overrides,
});

describe("correctionIssues", () => {
  it("passes a complete draft of each kind", () => {
    expect(correctionIssues(draft(), TODAY)).toEqual({});
    expect(correctionIssues(draft({ field: "ielts_min", value: "6.5" }), TODAY)).toEqual({});
    expect(correctionIssues(draft({ field: "gre_min", value: "310" }), TODAY)).toEqual({});
    expect(
      correctionIssues(draft({ field: "program_url", value: "https://cs.example.edu/ms" }), TODAY),
    ).toEqual({});
    const deadline = {
      field: "deadline",
      semester: "Spring",
      applicants: "domestic",
      kind: "early_deadline",
      value: "2027-09-01",
    };
    expect(correctionIssues(draft(deadline), TODAY)).toEqual({});
  });

  it("names what is missing or wrong, field by field", () => {
    expect(correctionIssues(draft({ field: "", sourceUrl: "" }), TODAY)).toEqual({
      field: M.fieldRequired,
      sourceUrl: M.sourceRequired,
    });
    expect(correctionIssues(draft({ field: "deadline", value: "15/01/2027" }), TODAY)).toEqual({
      semester: M.semesterRequired,
      applicants: M.applicantsRequired,
      kind: M.kindRequired,
      value: M.dateInvalid,
    });
    const far = {
      field: "deadline",
      semester: "Fall",
      applicants: "international",
      kind: "regular_deadline",
      value: "2072-01-15",
    };
    expect(correctionIssues(draft(far), TODAY).value).toBe(M.dateOutOfRange(2025, 2029));
    expect(correctionIssues(draft({ value: "100.5" }), TODAY).value).toBe(M.toeflInvalid);
    expect(correctionIssues(draft({ field: "ielts_min", value: "9.5" }), TODAY).value).toBe(
      M.ieltsInvalid,
    );
    expect(correctionIssues(draft({ field: "gre_min", value: "170" }), TODAY).value).toBe(
      M.greInvalid,
    );
    expect(correctionIssues(draft({ sourceUrl: "grad.example.edu" }), TODAY).sourceUrl).toBe(
      M.sourceInvalid,
    );
    expect(correctionIssues(draft({ note: "x".repeat(501) }), TODAY).note).toBe(M.noteTooLong);
  });
});

describe("the small rules", () => {
  it("reads real dates and web addresses as the catalogue does", () => {
    expect(isRealDate("2028-02-29")).toBe(true);
    expect(isRealDate("2027-02-29")).toBe(false);
    expect(isWebAddress("http://example.edu/a?b=c")).toBe(true);
    for (const bad of [
      "https://localhost/x",
      "mailto:a@b.edu",
      "https://a b.edu",
      "https://[::1]/",
    ])
      expect(isWebAddress(bad), bad).toBe(false);
  });

  it("keys and names figures, and stores numbers in their shortest form", () => {
    const key = figureKeyOf({
      field: "deadline",
      semester: "Fall",
      applicants: "international",
      kind: "regular_deadline",
    });
    expect(key).toBe("deadline.fall_semester.international.regular_deadline");
    expect(figureLabel(key)).toBe("Fall, international applicants: regular deadline");
    expect(figureLabel("gre_min")).toBe("GRE minimum (verbal + quantitative)");
    expect(normalizedCorrectionValue("ielts_min", " 6.0 ")).toBe("6");
  });
});

describe("a student's own deadline", () => {
  const program = { ...NO_DEADLINES, early_deadline: "2026-12-01", regular_deadline: "2027-01-15" };

  it("replaces the program's dates when set, and leaves them when not", () => {
    expect(studentDeadlines(program, "2026-12-20")).toEqual([
      { kind: "own_deadline", label: "Your own", date: "2026-12-20" },
    ]);
    expect(studentDeadlines(program, null).map((d) => d.kind)).toEqual([
      "early_deadline",
      "regular_deadline",
    ]);
  });

  it("takes a real date or null", () => {
    expect(ownDeadlineIssue(null)).toBeNull();
    expect(ownDeadlineIssue("2026-12-20")).toBeNull();
    expect(ownDeadlineIssue("2026-02-30")).not.toBeNull();
    expect(ownDeadlineIssue("1999-12-31")).not.toBeNull();
  });
});
