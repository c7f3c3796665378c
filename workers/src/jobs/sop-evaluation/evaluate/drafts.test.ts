/**
 * The generator's drafts as the evaluator reads them (issue 34): its wording is marked, in its
 * fixed sentences and in the frames that carry a student's fact, a draft scores well below a
 * strong SOP, and a real SOP's sentences are never taken for the generator's.
 */
import { describe, expect, it } from "vitest";
import { NO_LANGUAGE_ISSUES } from "../../../language/testing";
import { matchesFrame } from "../../../sop-template/template-sentences";
import { writeTemplateSop } from "../../sop-generation";
import { FIVE_PROGRAMS, FULL_ANSWERS, FULL_FACTS, factsFor } from "../../sop-generation/testing";
import { readSop } from "./document";
import { evaluateSop, TEMPLATE_DISCOUNT } from "./index";
import { FIXTURE_CONTEXT, readSopFixture, SOP_LADDER } from "./testing";

const STRONG = evaluateSop(readSopFixture("1-strong.txt"), FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES);

describe("the generator's drafts", () => {
  const drafts = FIVE_PROGRAMS.map((target) => ({
    target,
    text: writeTemplateSop(factsFor(FULL_FACTS, target), FULL_ANSWERS),
  }));

  it("are marked as the generator's wording and score at least 10 below the strong SOP", () => {
    for (const { target, text } of drafts) {
      const e = evaluateSop(
        text,
        { universityName: target.universityName, courseName: target.courseName, otherSops: [] },
        NO_LANGUAGE_ISSUES,
      );
      const originality = e.parts.find((p) => p.part === "originality")!;
      expect(originality.comments.join(" "), target.courseName).toMatch(
        /\d+ of \d+ sentences are the draft generator's own wording/,
      );
      expect(e.sop_overall_score, target.courseName).toBeLessThanOrEqual(
        STRONG.sop_overall_score - 10,
      );
    }
  });

  it("rise as the student rewrites the generator's sentences in their own words", () => {
    const { target, text } = drafts[0]!;
    const context = {
      universityName: target.universityName,
      courseName: target.courseName,
      otherSops: [],
    };
    const before = evaluateSop(text, context, NO_LANGUAGE_ISSUES);
    // The student's own sentences kept, the generator's framing taken out.
    const own = readSop(text)
      .paragraphs.map((p) =>
        readSop(p)
          .sentences.filter((s) => !matchesFrame(s.text))
          .map((s) => s.text)
          .join(" "),
      )
      .filter(Boolean)
      .join("\n\n");
    const after = evaluateSop(own, context, NO_LANGUAGE_ISSUES);
    expect(after.sop_overall_score).toBeGreaterThan(
      before.sop_overall_score * (1 - TEMPLATE_DISCOUNT),
    );
  });
});

describe("real writing", () => {
  it("is never taken for the generator's frames", () => {
    const sentences = [
      "I have three years of experience in embedded systems.",
      "I also led the robotics club for two years.",
      "Purdue University is a public university in Indiana.",
      ...SOP_LADDER.flatMap((file) => readSop(readSopFixture(file)).sentences.map((s) => s.text)),
    ];
    expect(sentences.filter(matchesFrame)).toEqual([]);
  });
});
