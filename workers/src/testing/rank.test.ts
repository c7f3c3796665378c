import { describe, expect, it } from "vitest";
import { ranks, spearman } from "./rank";

describe("spearman", () => {
  it("is 1 for the same order, -1 for the reverse, and averages tied ranks", () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 10);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 10);
    expect(ranks([5, 1, 5, 3])).toEqual([3.5, 1, 3.5, 2]);
    // Textbook example: rho = 1 - 6 * sum(d^2) / (n (n^2 - 1)) without ties.
    expect(spearman([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])).toBeCloseTo(1 - (6 * 4) / (5 * 24), 10);
  });
});
