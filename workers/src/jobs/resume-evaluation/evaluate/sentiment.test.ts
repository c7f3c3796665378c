/** The resume sentiment on texts worked out by hand. */
import { describe, expect, it } from "vitest";
import { sentiment } from "./sentiment";

describe("sentiment", () => {
  it("stays within -5 and 5", () => {
    expect(sentiment("excellent outstanding award winner").value).toBe(5);
    expect(sentiment("bad boring hated failed unfortunately").value).toBe(-5);
    expect(sentiment("").value).toBe(0);
    expect(sentiment("Built a parser in Rust.").value).toBe(0);
  });

  it("is normalised per 100 words and halved", () => {
    // "Won" (+2) in 38 words: 0.5 * 2 * 100 / 38 = 2.63 -> 2.6; in 11 words 9.1, clamped to 5.
    const filler = "the parser reads files in a loop and then ";
    expect(sentiment(`Won ${filler.repeat(4)}end`.trim()).value).toBe(2.6);
    expect(sentiment(`Won ${filler} end`).value).toBe(5);
  });

  it("flips a negated word and lists the negative ones", () => {
    const result = sentiment("My marks were not good and the work was boring.");
    expect(result.value).toBeLessThan(0);
    expect(result.negativeWords).toEqual(["not good", "boring"]);
    expect(sentiment("never failed a course").value).toBeGreaterThan(0);
  });
});
