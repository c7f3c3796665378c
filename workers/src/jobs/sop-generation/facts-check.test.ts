/** unsupportedTerms: names and numbers a text has that its sources do not. */
import { describe, expect, it } from "vitest";
import { GENERIC_NAMES, unsupportedTerms } from "./facts-check";

const SOURCES = [
  "Vellore Institute of Technology",
  "I built Leaf Scan, a model with 94% accuracy on 5,000 images.",
  "3.7",
  "In ten years I want to lead a team in machine learning.",
];

describe("unsupportedTerms", () => {
  it("passes names and numbers found in the sources, in any case and any number format", () => {
    const text =
      "At Vellore Institute of Technology I built Leaf Scan. It reached 94% accuracy on 5,000 " +
      "images, and my GPA is 3.70. Within 10 years I want to lead a team in Machine Learning.";
    expect(unsupportedTerms(text, SOURCES, { allow: GENERIC_NAMES })).toEqual([]);
  });

  it("finds invented names and numbers, each once, in order", () => {
    const text =
      "At Stanford I joined Professor Ng's lab in 2021 and Stanford funded it, reaching 99% accuracy.";
    expect(unsupportedTerms(text, SOURCES, { allow: GENERIC_NAMES })).toEqual([
      "Stanford",
      "Ng",
      "2021",
      "99",
    ]);
  });

  it("skips a capitalised word that begins a sentence unless asked to check it", () => {
    const text = "Eventually I built Leaf Scan. Meanwhile: Leaf Scan grew. [Add a sentence.]";
    expect(unsupportedTerms(text, SOURCES)).toEqual([]);
    expect(unsupportedTerms(text, SOURCES, { checkSentenceStarts: true, allow: ["add"] })).toEqual([
      "Eventually",
      "Meanwhile",
    ]);
  });

  it("reads hyphenated and possessive names by their parts", () => {
    expect(unsupportedTerms("my Leaf-Scan work and Vellore's labs", SOURCES)).toEqual([]);
    expect(unsupportedTerms("my Leaf-Detect work", SOURCES)).toEqual(["Leaf-Detect"]);
  });
});
