/** Pins the development set's degradations: a fixed, never-identity shuffle and exact removal of fit paragraphs. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  paragraphs,
  parseFitParagraphs,
  readManifest,
  removeParagraphs,
  seedOf,
  shuffledOrder,
  shuffleParagraphs,
} from "./degrade";

describe("shuffle", () => {
  it("is the same permutation for the same seed", () => {
    const paras = ["a", "b", "c", "d", "e", "f", "g"];
    expect(shuffleParagraphs(paras, seedOf("s01"))).toEqual(
      shuffleParagraphs(paras, seedOf("s01")),
    );
    expect(seedOf("s01")).toBe(seedOf("s01"));
  });

  it("is a permutation that never keeps the first paragraph first (so never the identity)", () => {
    for (let n = 2; n <= 14; n++) {
      for (let seed = 0; seed < 300; seed++) {
        const order = shuffledOrder(n, seed);
        expect(order[0]).not.toBe(0);
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
      }
    }
  });
});

describe("fit removal", () => {
  it("drops exactly the listed 1-based paragraphs", () => {
    const paras = paragraphs("one\n\ntwo\n\nthree\n  \nfour\n\nfive\n");
    expect(removeParagraphs(paras, parseFitParagraphs("2,4"))).toEqual(["one", "three", "five"]);
    expect(removeParagraphs(paras, parseFitParagraphs("-"))).toEqual(paras);
    expect(() => removeParagraphs(paras, [6])).toThrow();
    expect(() => parseFitParagraphs("0")).toThrow();
  });

  it("reads every row of the manifest", () => {
    const rows = readManifest(readFileSync(join(import.meta.dirname, "sops.tsv"), "utf8"));
    expect(rows.filter((row) => row.kind === "real").length).toBeGreaterThanOrEqual(16);
    expect(rows.every((row) => row.kind === "real" || row.kind === "weak-sample")).toBe(true);
  });
});
