/** Naming a program: the forms a student writes a university's name in. */
import { describe, expect, it } from "vitest";
import { matchKey } from "./document";
import { courseMatcher, names, universityMatcher } from "./names";

function named(university: string, text: string, strict = false): boolean {
  return names(universityMatcher(university, strict), matchKey(text), text);
}

describe("universityMatcher", () => {
  it("reads full names, short names, last words and initials", () => {
    expect(named("Carnegie Mellon University", "I want to join CMU.")).toBe(true);
    expect(named("Carnegie Mellon University", "Carnegie Mellon's systems courses")).toBe(true);
    expect(named("Georgia Institute of Technology", "Georgia Tech's robotics labs")).toBe(true);
    expect(named("University of California, Berkeley", "at UC Berkeley")).toBe(true);
    expect(named("University of Illinois Urbana-Champaign", "the UIUC program")).toBe(true);
    expect(named("Texas A&M University", "Texas A&M's program")).toBe(true);
    expect(named("The University of Texas at Austin", "UT Austin")).toBe(true);
    expect(named("Carnegie Mellon University", "I like git and cmu-like names.")).toBe(false);
  });

  it("in strict mode, does not read a shared state name as the university", () => {
    expect(named("Georgia Institute of Technology", "Georgia State University", true)).toBe(false);
    expect(named("Purdue University", "Purdue's labs", true)).toBe(true);
  });

  it("reads a course by its field or initials", () => {
    const text = "the MS in Electrical & Computer Engineering";
    expect(names(courseMatcher("Electrical and Computer Engineering"), matchKey(text), text)).toBe(
      true,
    );
    expect(
      names(courseMatcher("MS in Computer Science"), matchKey("an MS in CS"), "an MS in CS"),
    ).toBe(true);
    expect(
      names(courseMatcher("Data Science"), matchKey("data structures"), "data structures"),
    ).toBe(false);
  });
});
