/** The narrative in context: the order of the moves, evidence that is not a number, vagueness by the sentence, advice by applicant. */
import type { SopEvaluation, SopPart } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { NO_LANGUAGE_ISSUES } from "../../../language/testing";
import { analyse } from "./analysis";
import { evaluateSop, type SopContext } from "./index";
import { FIXTURE_CONTEXT, fixtureParagraphs, SOP_LADDER } from "./testing";

const join = (paragraphs: readonly string[]): string => paragraphs.join("\n\n");
const part = (e: SopEvaluation, name: SopPart) => e.parts.find((p) => p.part === name)!;
const evaluate = (text: string, context: SopContext = FIXTURE_CONTEXT) =>
  evaluateSop(text, context, NO_LANGUAGE_ISSUES);

/** A fixed order that moves every paragraph: the last first, then the first, then the rest. */
function shuffled(paragraphs: readonly string[]): string[] {
  const [first, ...rest] = paragraphs;
  const last = rest.pop()!;
  const middle = rest.reverse();
  return [last, ...middle.slice(0, 1), first!, ...middle.slice(1)];
}

describe("the order of the moves", () => {
  it("scores each of the three best fixtures above its shuffled copy, and names a paragraph out of place", () => {
    for (const file of SOP_LADDER.slice(0, 3)) {
      const paragraphs = fixtureParagraphs(file);
      const original = evaluate(join(paragraphs));
      const copy = evaluate(join(shuffled(paragraphs)));
      expect(copy.word_count).toBe(original.word_count);
      expect(part(copy, "structure").score, file).toBeLessThan(part(original, "structure").score);
      expect(copy.sop_overall_score, file).toBeLessThan(original.sop_overall_score);
      expect(part(copy, "structure").comments.join(" "), file).toMatch(
        /The paragraph on .* comes before the one on .*: a reader follows what drew you, how you prepared, what you did, why this program, then your goals\./,
      );
    }
  });

  it("says nothing of the order when the SOP follows it", () => {
    const original = evaluate(join(fixtureParagraphs("1-strong.txt")));
    expect(part(original, "structure").comments.join(" ")).not.toContain("comes before");
  });
});

const BASE = fixtureParagraphs("1-strong.txt");

describe("evidence that is not a number", () => {
  // The base SOP with its figures taken out, so only the sentences a test adds are outcomes.
  const withoutFigures = BASE.map((p) =>
    p
      .split(/(?<=\.)\s+/)
      .filter((s) => !/\d/.test(s))
      .join(" "),
  ).filter((p) => p.trim());

  it("counts a publication and an award as outcomes, and does not ask for numbers", () => {
    const texts = [
      "My work on compressing key-value stores was published at VLDB, and a second paper on learned indexes is under review at SIGMOD.",
      "At the national level, I won a silver medal at the Indian Olympiad in Informatics and received the KVPY fellowship.",
    ];
    const asked = evaluate(join(withoutFigures));
    expect(part(asked, "specificity").comments.join(" ")).toContain("Add numbers and outcomes");
    const shown = evaluate(
      join([...withoutFigures.slice(0, 3), ...texts, ...withoutFigures.slice(3)]),
    );
    expect(part(shown, "specificity").comments.join(" ")).not.toContain("Add numbers");
    expect(part(shown, "specificity").score).toBeGreaterThan(part(asked, "specificity").score);
  });

  it("weighs a paper above a figure: two papers earn what six measured results do, and more", () => {
    const insert = (sentences: string[]) =>
      evaluate(
        join([...withoutFigures.slice(0, 3), sentences.join(" "), ...withoutFigures.slice(3)]),
      );
    const papers = insert([
      "I designed a learned index for key-value stores and our paper on it was published at VLDB.",
      "I then built its update path, and a second paper on it is under review at SIGMOD.",
    ]);
    const figures = insert([
      "I designed a learned index for key-value stores that cut lookups by 40%.",
      "I then built its update path, which kept 95% of that gain under writes.",
    ]);
    expect(part(papers, "specificity").score).toBeGreaterThan(part(figures, "specificity").score);
  });
});

describe("vagueness by the sentence", () => {
  it("leaves a precise sentence with a vague word alone, and quotes an empty claim", () => {
    const precise =
      "During the internship I tuned various sparse matrix kernels in CUDA for the solver's inner loop.";
    const empty = "Through these experiences I gained strong knowledge of many things.";
    const e = evaluate(join([...BASE.slice(0, 3), `${precise} ${empty}`, ...BASE.slice(3)]));
    const comments = part(e, "specificity").comments.join(" ");
    expect(comments).toContain("strong knowledge");
    expect(comments).not.toContain("sparse matrix");
  });
});

describe("who wrote it", () => {
  const read = (text: string, courseName: string | null = "Computer Science") =>
    analyse(text, { universityName: null, courseName }).applicant;

  it("reads the level from the target, or from the text when there is none", () => {
    expect(read("I am applying to the PhD program.", "PhD in Computer Science").phd).toBe(true);
    expect(read("I am applying to the doctoral program in ECE.", null).phd).toBe(true);
    expect(read("I may pursue a PhD later, after some years in industry.").phd).toBe(false);
  });

  it("reads years at work, and not years of anything else", () => {
    expect(read("I have worked as a data engineer at Infosys for four years.").industry).toBe(true);
    expect(read("I bring 5+ years of industry experience in embedded systems.").industry).toBe(
      true,
    );
    expect(read("I currently work as a backend developer at a fintech startup.").industry).toBe(
      true,
    );
    expect(read("I have been learning from its courses for two years.").industry).toBe(false);
    expect(read("I spent one year as an intern at Zoho.").industry).toBe(false);
  });

  it("reads research from a publication or research of one's own", () => {
    expect(read("Our paper was accepted at ICRA 2024.").research).toBe(true);
    expect(read("I enjoy reading about research.").research).toBe(false);
  });

  it("asks an industry applicant about work, not courses, and a PhD applicant about research", () => {
    const industryText = join([
      "I have worked as a data engineer at Infosys for four years, where I run the pipelines that load 2 TB of claims data a day into our warehouse.",
      ...BASE.slice(2, 4),
    ]);
    const industry = evaluate(industryText);
    expect(part(industry, "specificity").comments.join(" ")).not.toContain("Name the courses");
    expect(part(industry, "structure").comments.join(" ")).toContain("why now");

    const phdText = join([BASE[0]!, BASE[3]!]);
    const phd = evaluate(phdText, { ...FIXTURE_CONTEXT, courseName: "PhD in Computer Science" });
    const phdComments = [
      ...part(phd, "structure").comments,
      ...part(phd, "specificity").comments,
    ].join(" ");
    expect(phdComments).toContain("research questions you want to pursue in the PhD");
    expect(phdComments).not.toContain("the role you want right after the degree");
  });
});
