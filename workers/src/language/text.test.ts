/** Readability, sentence splitting and syllables on texts worked out by hand. */
import { describe, expect, it } from "vitest";
import { countWords, fleschReadingEase, readabilityCounts, sentences, syllables } from "./text";

describe("fleschReadingEase", () => {
  it("matches the formula worked by hand", () => {
    // Developed(3) an(1) application(4) for(1) university(5) students(2): 6 words, 16 syllables.
    // Managed(2) a(1) team(1) of(1) seven(2) people(2): 6 words, 9 syllables.
    // 206.835 - 1.015 * (12 / 2) - 84.6 * (25 / 12) = 206.835 - 6.09 - 176.25 = 24.495 -> 24.5
    const text = [
      "Developed an application for university students. Managed a team of seven people.",
    ];
    expect(readabilityCounts(text)).toEqual({ words: 12, sentences: 2, syllables: 25 });
    expect(fleschReadingEase(text)).toBe(24.5);
  });

  it("clamps to 0-100 and reads nothing as 0", () => {
    expect(fleschReadingEase(["We ran. It won. I go."])).toBe(100);
    const dense =
      "Internationalization of telecommunications infrastructure necessitates interdisciplinary " +
      "collaboration, comprehensive standardization, institutional accountability and " +
      "considerable organizational experimentation across heterogeneous environments";
    expect(fleschReadingEase([dense])).toBe(0);
    expect(fleschReadingEase([])).toBe(0);
    expect(fleschReadingEase(["2020 – 2024 | 555-0147"])).toBe(0);
  });

  it("counts each bullet as a sentence, leaving out e-mail addresses and links", () => {
    const counts = readabilityCounts([
      "Built a tool",
      "Led a team",
      "priya@gmail.com | linkedin.com/in/priya",
    ]);
    expect(counts).toEqual({ words: 6, sentences: 2, syllables: 6 });
  });
});

describe("sentences", () => {
  it("splits after full stops but not after abbreviations, initials or degrees", () => {
    expect(
      sentences("Advised by Dr. S. Iyer on B.S. projects, e.g. parsers. Won a prize!"),
    ).toEqual(["Advised by Dr. S. Iyer on B.S. projects, e.g. parsers.", "Won a prize!"]);
    expect(sentences("I want to study in the US. I like maths.")).toEqual([
      "I want to study in the US.",
      "I like maths.",
    ]);
    expect(sentences("   ")).toEqual([]);
  });
});

describe("syllables and words", () => {
  it("counts vowel groups, dropping a silent final e or ed", () => {
    expect(syllables("the")).toBe(1);
    expect(syllables("developed")).toBe(3);
    expect(syllables("managed")).toBe(2);
    expect(syllables("university")).toBe(5);
    expect(syllables("people")).toBe(2);
    expect(syllables("2024")).toBe(0);
  });

  it("counts tokens with a letter or digit as words", () => {
    expect(countWords("Python, Go | C++ – 2023  and\tmore")).toBe(6);
    expect(countWords("")).toBe(0);
  });
});
