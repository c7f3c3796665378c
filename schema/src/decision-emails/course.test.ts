import { describe, expect, it } from "vitest";
import { courseNamed } from "./course";

const COURSES = ["MS in Computer Science", "Electrical and Computer Engineering", "Data Science"];
const named = (...places: (string | null)[]) => courseNamed(COURSES, places);

describe("courseNamed", () => {
  it("reads the course with or without the degree, in any spelling of it", () => {
    expect(named("admitted to the Master of Science in Computer Science")).toBe(
      "MS in Computer Science",
    );
    expect(named("the M.S. Computer Science program")).toBe("MS in Computer Science");
    expect(named("our MSCS program")).toBe("MS in Computer Science");
    expect(named("the MS ECE program")).toBe("Electrical and Computer Engineering");
    expect(named("Electrical & Computer Engineering")).toBe("Electrical and Computer Engineering");
  });

  it("takes a program over a school of the same name, and a school when nothing else", () => {
    expect(named("The School of Computer Science admits you to the MS in Data Science")).toBe(
      "Data Science",
    );
    expect(named("The School of Computer Science has reviewed your file")).toBe(
      "MS in Computer Science",
    );
  });

  it("looks in the sentence, then the subject, then the body", () => {
    expect(named("admitted to the MS in Data Science", "Computer Science decision", "...")).toBe(
      "Data Science",
    );
    expect(named(null, "Computer Science decision", "Data Science")).toBe("MS in Computer Science");
    expect(named("you are admitted", null, "the Data Science cohort")).toBe("Data Science");
  });

  it("names none when the text names no shortlisted course", () => {
    expect(named("admitted to the MS in Mechanical Engineering")).toBeNull();
    expect(courseNamed([], ["Computer Science"])).toBeNull();
    expect(named("the computer sciences building")).toBeNull();
  });
});
