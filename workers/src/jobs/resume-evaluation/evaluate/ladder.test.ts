/** The evaluation on real .docx fixtures: the quality ladder, determinism, comments, bounds. */
import type { ResumeEvaluation } from "@gradplan/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { extractDocument } from "../../../documents/extract";
import { checkLanguage } from "../../../language/checker";
import { evaluateResume } from "./index";
import { FAR_TOO_LONG_FIXTURE, LADDER_FIXTURES, readResumeFixture } from "./testing";

const results = new Map<string, ResumeEvaluation>();

async function evaluateFixture(file: string): Promise<ResumeEvaluation> {
  const doc = await extractDocument(await readResumeFixture(file));
  return evaluateResume(doc, await checkLanguage(doc.paragraphs.map((p) => p.text)));
}

function commentCount(e: ResumeEvaluation): number {
  return Object.values(e.resume_content_comments).reduce((sum, list) => sum + list.length, 0);
}

beforeAll(async () => {
  for (const file of [...LADDER_FIXTURES, FAR_TOO_LONG_FIXTURE, "two-page.docx"]) {
    results.set(file, await evaluateFixture(file));
  }
});

describe("resume quality ladder", () => {
  it("orders the overall scores strictly, best first", () => {
    const scores = LADDER_FIXTURES.map((f) => results.get(f)!.resume_overall_score);
    for (let i = 1; i < scores.length; i++) {
      expect(scores[i], `${LADDER_FIXTURES[i]} below ${LADDER_FIXTURES[i - 1]}`).toBeLessThan(
        scores[i - 1]!,
      );
    }
  });

  it("scores the padded, far-too-long resume below the good one", () => {
    const long = results.get(FAR_TOO_LONG_FIXTURE)!;
    expect(long.resume_length).toBe("Too Long");
    expect(long.resume_overall_score).toBeLessThan(
      results.get("3-good.docx")!.resume_overall_score,
    );
  });

  it("puts the excellent resume in the Good band and the very poor one in Poor", () => {
    expect(results.get("1-excellent.docx")!.resume_overall_score).toBeGreaterThanOrEqual(80);
    expect(results.get("7-very-poor.docx")!.resume_overall_score).toBeLessThan(40);
  });

  it("gives a strong resume few comments and a weak one many", () => {
    const strong = commentCount(results.get("2-strong.docx")!);
    const weak = commentCount(results.get("5-weak.docx")!);
    expect(commentCount(results.get("1-excellent.docx")!)).toBeLessThanOrEqual(3);
    expect(strong).toBeLessThanOrEqual(5);
    expect(weak).toBeGreaterThanOrEqual(12);
    expect(weak).toBeGreaterThan(3 * strong);
  });

  it("quotes spelling mistakes of the weak resumes, none for the clean ones", () => {
    expect(results.get("1-excellent.docx")!.resume_grammar_comments.comments).toEqual([]);
    expect(results.get("two-page.docx")!.resume_grammar_comments.comments).toEqual([]);
    const poor = results.get("6-poor.docx")!.resume_grammar_comments.comments;
    expect(poor.length).toBeGreaterThanOrEqual(5);
    expect(poor).toContainEqual({
      original: "I beleive i can acheive my goals.",
      corrected: "I believe I can achieve my goals.",
    });
  });
});

describe("every evaluation", () => {
  it("keeps every field in range and every comment list present", () => {
    for (const [file, e] of results) {
      const scores = [
        e.resume_overall_score,
        e.resume_academic_background_score,
        e.resume_project_and_research_score,
        e.resume_work_ex_score,
        e.resume_skills_and_achievement_score,
        e.resume_formatting_score,
        e.resume_grammar_score,
      ];
      for (const score of scores) {
        expect(Number.isInteger(score), file).toBe(true);
        expect(score, file).toBeGreaterThanOrEqual(0);
        expect(score, file).toBeLessThanOrEqual(100);
      }
      expect(e.resume_readability).toBeGreaterThanOrEqual(0);
      expect(e.resume_readability).toBeLessThanOrEqual(100);
      expect(e.resume_sentiment).toBeGreaterThanOrEqual(-5);
      expect(e.resume_sentiment).toBeLessThanOrEqual(5);
      expect(Object.keys(e.resume_content_comments).sort()).toEqual([
        "academic_background_comments",
        "formatting_comments",
        "projects_and_research_comments",
        "skills_and_achievements_comments",
        "structure_comments",
        "work_ex_comments",
      ]);
      for (const list of Object.values(e.resume_content_comments))
        expect(Array.isArray(list)).toBe(true);
    }
  });

  it("labels the two-page resume by its word count", () => {
    const twoPage = results.get("two-page.docx")!;
    expect(twoPage.resume_word_count).toBeGreaterThanOrEqual(550);
    expect(twoPage.resume_word_count).toBeLessThanOrEqual(650);
    expect(twoPage.resume_length).toBe("Slightly Long");
    expect(results.get("7-very-poor.docx")!.resume_length).toBe("Too Short");
    expect(results.get("1-excellent.docx")!.resume_length).toBe("Ideal Length");
  });

  it("gives the same answer twice for the same file", async () => {
    const again = await evaluateFixture("3-good.docx");
    expect(again).toEqual(results.get("3-good.docx"));
    expect(JSON.stringify(again)).toBe(JSON.stringify(results.get("3-good.docx")));
  });

  it("reads a confident resume as positive and the complaining one as negative", () => {
    const excellent = results.get("1-excellent.docx")!.resume_sentiment;
    expect(excellent).toBeGreaterThan(0);
    expect(excellent).toBeLessThanOrEqual(3);
    expect(results.get("6-poor.docx")!.resume_sentiment).toBeLessThan(-2);
  });
});
