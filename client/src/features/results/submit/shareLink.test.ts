import { describe, expect, it } from "vitest";
import { submitResultsLink } from "../../../shared/links/submitResultsLink";
import { applicationFromSearch } from "./shareLink";

const read = (link: string) => applicationFromSearch(new URL(link, "http://x").searchParams);

describe("the link to share one result", () => {
  it("carries the university, course, decision and semester, and reads back the same", () => {
    const link = submitResultsLink({
      universityId: 42,
      universityName: "Texas A&M University",
      courseName: "MS in Computer Science",
      decision: "Wait Listed",
      semester: "Fall",
    });
    expect(link).toBe(
      "/submit-results?universityId=42&universityName=Texas+A%26M+University&courseName=MS+in+Computer+Science&decision=Wait+Listed&semester=Fall",
    );
    expect(read(link)).toEqual({
      university: { universityId: "42", universityName: "Texas A&M University" },
      universityText: "Texas A&M University",
      course: "MS in Computer Science",
      decision: "Wait Listed",
      semester: "Fall",
    });
  });

  it("leaves out a semester the form does not offer", () => {
    const link = submitResultsLink({ universityId: 7, universityName: "MIT", semester: "Winter" });
    expect(link).toBe("/submit-results?universityId=7&universityName=MIT");
  });

  it("drops what the form would refuse: a decision or semester off its lists, a bad id", () => {
    expect(read("/submit-results?decision=Admitted&semester=Winter")).toEqual({});
    expect(read("/submit-results?universityId=abc&universityName=MIT")).toEqual({});
    expect(read("/submit-results?universityId=7")).toEqual({});
    expect(read("/submit-results?courseName=%20Physics%20")).toEqual({ course: "Physics" });
  });
});
