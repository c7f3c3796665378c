import { describe, expect, it } from "vitest";
import { percentageError, percentToFour, percentToTen } from "./percentage";
import { PERCENT_TO_TEN_KNOTS } from "./percentage-knots";

describe("percentages as a GPA", () => {
  it("rise with the percentage and stay on the scales, from 35% to 100%", () => {
    let ten = -1;
    let four = -1;
    for (let p = 35; p <= 100; p += 0.5) {
      const t = percentToTen(p);
      const f = percentToFour(p);
      expect(t).toBeGreaterThanOrEqual(ten);
      expect(f).toBeGreaterThanOrEqual(four);
      expect(t).toBeGreaterThanOrEqual(0);
      expect(t).toBeLessThanOrEqual(10);
      expect(f).toBeLessThanOrEqual(4);
      ten = t;
      four = f;
    }
    expect(percentToTen(100)).toBe(10);
    expect(percentToFour(100)).toBe(4);
  });

  it("follow the fitted knots: a median percentage is a median CGPA", () => {
    const knots = PERCENT_TO_TEN_KNOTS;
    for (const [percent, ten] of knots) expect(percentToTen(percent)).toBeCloseTo(ten, 2);
    // Indian percentages run lower than ten-point CGPAs: 70% is well above 7 out of 10.
    expect(percentToTen(70)).toBeGreaterThan(7.5);
    expect(percentToTen(70)).toBeLessThan(8.8);
  });

  it("takes 35-100 only, with a clear message", () => {
    expect(percentageError(72.5)).toBeNull();
    expect(percentageError(30)).toBe("Percentage must be between 35 and 100.");
    expect(percentageError(101)).toBe("Percentage must be between 35 and 100.");
    expect(percentageError(null)).toBe("Please enter your percentage.");
  });
});
