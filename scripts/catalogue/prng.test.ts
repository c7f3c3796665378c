import { describe, expect, it } from "vitest";
import { fnv1a, rngFor, roundTo } from "./prng";

describe("seeded randomness", () => {
  it("replays the same sequence for the same key", () => {
    const a = rngFor("243744:CS");
    const b = rngFor("243744:CS");
    const seqA = Array.from({ length: 20 }, () => a.next());
    const seqB = Array.from({ length: 20 }, () => b.next());
    expect(seqA).toEqual(seqB);
    expect(rngFor("243744:EE").next()).not.toBe(seqA[0]);
  });

  it("stays within the requested ranges", () => {
    const rng = rngFor("ranges");
    for (let i = 0; i < 1000; i++) {
      const x = rng.between(2, 3);
      expect(x).toBeGreaterThanOrEqual(2);
      expect(x).toBeLessThan(3);
      const n = rng.int(1, 6);
      expect(Number.isInteger(n) && n >= 1 && n <= 6).toBe(true);
    }
    expect(rng.weighted([["only", 1]])).toBe("only");
  });

  it("hashes with the FNV-1a reference values", () => {
    expect(fnv1a("")).toBe(0x811c9dc5);
    expect(fnv1a("a")).toBe(0xe40c292c);
  });

  it("rounds half-way values up", () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(51.96, 1)).toBe(52);
  });
});
