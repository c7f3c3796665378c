import { describe, expect, it } from "vitest";
import { countWords, words } from "./words";

describe("countWords", () => {
  it("counts tokens with a letter or a digit: what a reader calls words", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  I built  a compiler | in 2024 – twice. ")).toBe(7);
    expect(countWords("line one\nline two\n\n")).toBe(4);
    expect(words("C++ and 3.8 — yes")).toEqual(["C++", "and", "3.8", "yes"]);
  });
});
