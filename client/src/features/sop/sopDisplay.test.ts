import { describe, expect, it, vi } from "vitest";
import {
  lengthNote,
  lengthSignal,
  lengthVerdict,
  programLine,
  readabilityMeaning,
  scoreView,
} from "./sopDisplay";

describe("the SOP's display rules", () => {
  it.each([
    [0, "empty", null, "Most programs expect 500-1200 words."],
    [499, "short", "yellow", "499 words: too short for now. Aim for 500-1200"],
    [500, "fits", "green", "500 words: within the 500-1200 words most programs expect."],
    [1200, "fits", "green", "1,200 words: within"],
    [1201, "long", "yellow", "1,201 words: too long. Aim for 500-1200"],
  ])("%i words read as %s", (words, verdict, signal, note) => {
    expect(lengthVerdict(words)).toBe(verdict);
    expect(lengthSignal(words)).toBe(signal);
    expect(lengthNote(words)).toContain(note);
  });

  it("bands a score as the profile strength does, with the 7-block meter", () => {
    expect(scoreView(91, "x")).toMatchObject({ band: "Excellent", signal: "green", lit: 6 });
    expect(scoreView(90, "x")).toMatchObject({ band: "Good", signal: "green" });
    expect(scoreView(80, "x")).toMatchObject({ band: "Good", signal: "green" });
    expect(scoreView(79.6, "x")).toMatchObject({ value: 80, band: "Good" });
    expect(scoreView(70, "x")).toMatchObject({ band: "Average", signal: "yellow", lit: 5 });
    expect(scoreView(60, "x")).toMatchObject({ band: "Poor", signal: "red" });
    expect(scoreView(59, "x")).toMatchObject({ band: "Very Poor", signal: "red" });
    expect(scoreView(0, "x")).toMatchObject({ lit: 0, valueText: "0 out of 100, Very Poor" });
  });

  it("holds an out-of-range score to its range and reports it", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(scoreView(140, "SOP score").value).toBe(100);
    expect(scoreView(Number.NaN, "SOP score").value).toBe(0);
    expect(logged).toHaveBeenCalledWith("SOP score must be between 0 and 100; got 140.");
  });

  it("reads readability on the evaluation's band", () => {
    expect(readabilityMeaning(29.9)).toMatch(/^Dense/);
    expect(readabilityMeaning(30)).toMatch(/^Clear/);
    expect(readabilityMeaning(65)).toMatch(/^Clear/);
    expect(readabilityMeaning(65.1)).toMatch(/^Choppy/);
  });

  it("names the program with what is known of it", () => {
    expect(programLine({ university_name: "Purdue", course_name: "MS ECE" })).toBe(
      "MS ECE at Purdue",
    );
    expect(programLine({ university_name: "Purdue", course_name: null })).toBe("Purdue");
    expect(programLine({ university_name: null, course_name: null })).toBeNull();
  });
});
