import { describe, expect, it } from "vitest";
import { COURSE_NAMES } from "./catalogue";
import { SPECIALIZATIONS } from "./profile/options";
import { PROGRAM_SYNONYMS, programMatches, programNamesMeant } from "./program-synonyms";
import { searchKeyOf } from "./search";

const GRADUATE_COURSES = Object.values(SPECIALIZATIONS)
  .flat()
  .map((c) => c.name);
const found = (query: string) => GRADUATE_COURSES.filter((name) => programMatches(name, query));

describe("programMatches, over the search filter's graduate courses", () => {
  it.each([
    ["CS", ["Computer Science"]],
    ["ECE", ["Computer Engineering", "Electrical Engineering"]],
    ["EE", ["Electrical Engineering"]],
    ["ML", ["Computer Science", "Data Science"]],
    ["machine learning", ["Computer Science", "Data Science"]],
    ["data science", ["Data Science"]],
    ["Data Sci", ["Data Science"]],
    ["BME", ["Biomedical Engineering"]],
    ["ISE", ["Industrial & Systems Engineering"]],
  ])("'%s' finds %j", (query, names) => {
    expect(found(query).sort()).toEqual(names);
  });

  it("matches own words (at a word start below three characters), all for no query", () => {
    expect(found("mechanical")).toEqual(["Mechanical Engineering"]);
    expect(found("gineer")).toHaveLength(9);
    expect(found("ma")).toEqual(["Engineering Management"]);
    expect(found("  ")).toHaveLength(GRADUATE_COURSES.length);
  });
});

describe("programNamesMeant", () => {
  it("needs a whole short form below three characters, a start of one from three", () => {
    expect(programNamesMeant("e")).toEqual([]);
    expect(programNamesMeant("c.s.")).toEqual(["computer science"]);
    expect(programNamesMeant("mach")).toContain("machine learning");
    expect(programNamesMeant("Software")).toEqual([]);
  });

  it("is written folded, as queries are compared", () => {
    for (const { says, means } of PROGRAM_SYNONYMS)
      for (const text of [...says, ...means]) expect(searchKeyOf(text)).toBe(text);
  });
});

describe("programMatches, over the real catalogue's program fields (issue 29)", () => {
  const FIELDS = Object.values(COURSE_NAMES);
  const inFields = (query: string) => FIELDS.filter((name) => programMatches(name, query));
  it.each([
    ["CS", "Computer Science"],
    ["EE", "Electrical Engineering"],
    ["ML", "Artificial Intelligence"],
    ["AI", "Artificial Intelligence"],
    ["data science", "Data Science"],
    ["cyber", "Cybersecurity"],
    ["infosec", "Cybersecurity"],
    ["aero", "Aerospace Engineering"],
    ["robotics", "Robotics and Mechatronics"],
    ["MIS", "Information Science and Systems"],
    ["IT", "Information Technology"],
    ["SWE", "Software Engineering"],
  ])("'%s' finds %s", (query, name) => {
    expect(inFields(query)).toContain(name);
  });

  it("finds Electrical and Computer Engineering by ECE", () => {
    expect(programMatches("Electrical and Computer Engineering", "ECE")).toBe(true);
  });
});
