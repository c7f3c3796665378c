/** The fixture SOPs, strong and specific down to generic clichés: scores keep their order. */
import type { SopEvaluation } from "@gradplan/schema";
import { SOP_PARTS } from "@gradplan/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { checkLanguage } from "../../../language/checker";
import { evaluateSop, sopParagraphs } from "./index";
import { FIXTURE_CONTEXT, readSopFixture, SOP_LADDER } from "./testing";

const results = new Map<string, SopEvaluation>();

beforeAll(async () => {
  for (const file of SOP_LADDER) {
    const text = readSopFixture(file);
    const grammar = await checkLanguage(sopParagraphs(text));
    results.set(file, evaluateSop(text, FIXTURE_CONTEXT, grammar));
  }
});

function overall(file: string): number {
  return results.get(file)!.sop_overall_score;
}

describe("SOP quality ladder", () => {
  it("orders the overall scores strictly, best first, at least 5 points apart", () => {
    for (let i = 1; i < SOP_LADDER.length; i++) {
      const better = SOP_LADDER[i - 1]!;
      const worse = SOP_LADDER[i]!;
      expect(overall(worse), `${worse} well below ${better}`).toBeLessThanOrEqual(
        overall(better) - 5,
      );
    }
  });

  it("puts the strong SOP in the top band and the generic one at the bottom", () => {
    expect(overall("1-strong.txt")).toBeGreaterThan(90);
    expect(overall("2-good.txt")).toBeGreaterThanOrEqual(80);
    expect(overall("6-generic-cliches.txt")).toBeLessThan(40);
  });

  it("keeps the better SOPs within 500-1200 words and free of warnings and grammar pairs", () => {
    for (const file of SOP_LADDER.slice(0, 3)) {
      const e = results.get(file)!;
      expect(e.word_count, file).toBeGreaterThanOrEqual(500);
      expect(e.word_count, file).toBeLessThanOrEqual(1200);
      expect(e.grammar, file).toEqual([]);
      expect(e.warnings, file).toEqual([]);
    }
  });

  it("scores specificity, clichés and program fit in the ladder's order", () => {
    const part = (file: string, name: string): number =>
      results.get(file)!.parts.find((p) => p.part === name)!.score;
    for (const name of ["specificity", "program_fit"]) {
      const scores = SOP_LADDER.map((f) => part(f, name));
      for (let i = 1; i < scores.length; i++)
        expect(scores[i], name).toBeLessThanOrEqual(scores[i - 1]!);
    }
    expect(part("1-strong.txt", "originality")).toBeGreaterThan(part("4-vague.txt", "originality"));
    expect(part("6-generic-cliches.txt", "originality")).toBeLessThan(40);
  });

  it("answers every part, in order, with scores 0-100 and comments for the weaker SOPs", () => {
    for (const file of SOP_LADDER) {
      const e = results.get(file)!;
      expect(e.parts.map((p) => p.part)).toEqual([...SOP_PARTS]);
      for (const p of e.parts) {
        expect(Number.isInteger(p.score)).toBe(true);
        expect(p.score).toBeGreaterThanOrEqual(0);
        expect(p.score).toBeLessThanOrEqual(100);
      }
      expect(e.readability).toBeGreaterThanOrEqual(0);
      expect(e.readability).toBeLessThanOrEqual(100);
    }
    const weak = results.get("5-weak.txt")!;
    expect(weak.parts.every((p) => p.part === "readability" || p.comments.length > 0)).toBe(true);
  });
});
