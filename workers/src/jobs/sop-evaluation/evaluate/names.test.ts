/** Naming a program: the forms a student writes a university's name in, catalogue aliases included. */
import { describe, expect, it } from "vitest";
import { matchKey } from "./document";
import { courseMatcher, names, universityMatcher, withoutShared } from "./names";

function named(university: string, text: string, strict = false, aliases: string[] = []): boolean {
  return names(universityMatcher(university, strict, aliases), matchKey(text), text);
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

  it("reads the catalogue's aliases: capitals by their capitals, at least three letters", () => {
    const umich = ["U of M", "UMich", "UM Ann Arbor", "UMAA"];
    expect(named("University of Michigan, Ann Arbor", "UMich's database group", false, umich)).toBe(
      true,
    );
    expect(named("University of Michigan, Ann Arbor", "the UMAA program", true, umich)).toBe(true);
    expect(named("University of Michigan, Ann Arbor", "U of M", false, umich)).toBe(false);
    const mtu = ["Michigan Tech", "MTU", "MT"];
    expect(named("Michigan Technological University", "Michigan Tech's labs", true, mtu)).toBe(
      true,
    );
    expect(named("Michigan Technological University", "MT and ASR models", true, mtu)).toBe(false);
    expect(named("Georgia Institute of Technology", "I used Git and GitHub.", false, ["GIT"])).toBe(
      false,
    );
  });

  it("reads the name before the campus, and a state alone only about the program", () => {
    expect(named("University of Michigan, Ann Arbor", "the University of Michigan")).toBe(true);
    expect(named("University of Michigan, Ann Arbor", "I am applying to Michigan.")).toBe(true);
    expect(named("University of Michigan, Ann Arbor", "I grew up in Michigan.")).toBe(false);
    expect(named("University of Illinois Urbana-Champaign", "Illinois offers CS 525.")).toBe(true);
    expect(named("University of Michigan, Ann Arbor", "I am applying to Michigan.", true)).toBe(
      false,
    );
  });

  it("leaves out of another university the forms this one shares", () => {
    const carnegie = universityMatcher("Carnegie Mellon University", false, ["CMU"]);
    const central = withoutShared(
      universityMatcher("Central Michigan University", true, ["CMU"]),
      carnegie,
    );
    expect(names(central, matchKey("CMU's labs"), "CMU's labs")).toBe(false);
    expect(names(central, matchKey("Central Michigan"), "Central Michigan")).toBe(true);
  });

  it("reads a course by its field or initials", () => {
    const text = "the MS in Electrical & Computer Engineering";
    expect(names(courseMatcher("Electrical and Computer Engineering"), matchKey(text), text)).toBe(
      true,
    );
    expect(
      names(courseMatcher("MS in Computer Science"), matchKey("an MS in CS"), "an MS in CS"),
    ).toBe(true);
    expect(names(courseMatcher("Computer Science"), matchKey("the MSCS"), "the MSCS")).toBe(true);
    expect(
      names(courseMatcher("Data Science"), matchKey("data structures"), "data structures"),
    ).toBe(false);
  });
});
