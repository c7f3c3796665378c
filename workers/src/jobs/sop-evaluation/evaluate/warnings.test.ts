/** The warnings: template text, placeholders left to fill, and a copy of another program's SOP. */
import { describe, expect, it } from "vitest";
import { NO_LANGUAGE_ISSUES } from "../../../language/testing";
import { TEMPLATE_SENTENCES } from "../../../sop-template/template-sentences";
import { differentProgram, shingles } from "./copies";
import { readSop } from "./document";
import { evaluateSop, evaluateSopWith, type SopContext } from "./index";
import { checkTemplate, normalizeSentence, placeholdersIn } from "./template";
import { FIXTURE_CONTEXT, readSopFixture } from "./testing";

const STRONG = readSopFixture("1-strong.txt");

/** A template of our own, so these tests do not depend on the generator's wording. */
const OUR_TEMPLATE = [
  "I have chosen this field with care.",
  "My studies prepared me for what comes next. They gave me a foundation.",
  "This program is the right next step for me.",
  "I hope to grow as a professional and as a person.",
  "Thank you for considering my application.",
];

describe("template text", () => {
  const templated = [
    "I have chosen this field with care.",
    "my studies  prepared me for what comes next. They gave me a foundation!",
    "I built a parser for Kannada text in Rust.",
    "This program is the right next step for me. I hope to grow as a professional and as a person.",
    "Thank you for considering my application.",
  ].join("\n\n");

  it("counts the SOP's sentences that are template sentences, whatever their case and spacing", () => {
    const check = checkTemplate(templated, readSop(templated).sentences, OUR_TEMPLATE);
    expect(check).toEqual({ matched: 6, total: 7, share: 6 / 7, placeholders: [] });
    expect(normalizeSentence("  “This  Program” is it.  ")).toBe('this program" is it');
  });

  it("warns when most of the SOP is template text, and not for a line or two", () => {
    const e = evaluateSopWith(templated, FIXTURE_CONTEXT, OUR_TEMPLATE, NO_LANGUAGE_ISSUES);
    expect(e.warnings).toEqual([
      "This SOP is mostly the draft generator's template text (6 of 7 sentences): those sentences say nothing only you could say. Rewrite them with your own projects, courses, reasons and goals before you send it.",
    ]);
    const originality = e.parts.find((p) => p.part === "originality")!;
    expect(originality.comments).toContain(
      "6 of 7 sentences are the draft generator's own wording: rewrite them with what only you can say.",
    );
    const own = `${STRONG}\n\nThank you for considering my application.`;
    expect(
      evaluateSopWith(own, FIXTURE_CONTEXT, OUR_TEMPLATE, NO_LANGUAGE_ISSUES).warnings,
    ).toEqual([]);
  });

  it("flags placeholders left to fill, but not citations", () => {
    expect(
      placeholdersIn(
        "I want to join [University Name] to study [...]. Professor {name} works on ____ as shown in [3] and [4, 5], [Demmel2011], [Sitzmann 2017] and [e.g. PCA based, Sigley1997]. I worked there [Dates From] - [To].",
      ),
    ).toEqual(["[University Name]", "[...]", "{name}", "____", "[Dates From]", "[To]"]);
    const e = evaluateSopWith(
      `${STRONG}\n\n[Add a sentence on your career goals.] I also want to work with [Professor].`,
      FIXTURE_CONTEXT,
      OUR_TEMPLATE,
      NO_LANGUAGE_ISSUES,
    );
    expect(e.warnings).toEqual([
      'Fill in or remove the placeholders still in the text: "[Add a sentence on your career goals.]", "[Professor]".',
    ]);
    const originality = e.parts.find((p) => p.part === "originality")!;
    expect(originality).toEqual({
      part: "originality",
      score: 80,
      comments: [
        "Replace the 2 placeholders in brackets with your own words: an SOP with them left in is not finished.",
      ],
    });
    const prompt =
      "[Add a paragraph on a project or experience that shaped you: what you did, with what tools.]";
    expect(
      evaluateSopWith(`${STRONG}\n\n${prompt}`, FIXTURE_CONTEXT, [], NO_LANGUAGE_ISSUES).warnings,
    ).toEqual([
      'Fill in or remove the placeholders still in the text: "[Add a paragraph on a project or experience that…]".',
    ]);
  });

  it.runIf(TEMPLATE_SENTENCES.length > 1)("reads the generator's own sentences", () => {
    const e = evaluateSop(TEMPLATE_SENTENCES.join("\n\n"), FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES);
    expect(e.warnings[0]).toMatch(/^This SOP is mostly the draft generator's template text/);
  });
});

describe("a copy of another SOP", () => {
  const forPurdue = (text: string, courseName: string | null = "Computer Science") => ({
    sop_name: "Purdue MS CS",
    text,
    universityName: "Purdue University",
    courseName,
  });
  const withOthers = (...otherSops: SopContext["otherSops"]): SopContext => ({
    ...FIXTURE_CONTEXT,
    otherSops,
  });

  it("warns when this SOP is mostly the text of one written for another university", () => {
    const edited = STRONG.replaceAll("Carnegie Mellon University", "Purdue University")
      .replaceAll("Carnegie Mellon", "Purdue")
      .replace("15-721 Advanced Database Systems", "CS 54100 Database Systems");
    const e = evaluateSop(STRONG, withOthers(forPurdue(edited)), NO_LANGUAGE_ISSUES);
    expect(e.warnings).toHaveLength(1);
    expect(e.warnings[0]).toMatch(
      /^This SOP is a copy of your SOP "Purdue MS CS", written for Computer Science at Purdue University \(9\d% of its passages are the same\)\. Rewrite it for Computer Science at Carnegie Mellon University: its courses, labs, faculty and why they fit you\.$/,
    );
  });

  it("warns for the same university and another course", () => {
    const other = {
      sop_name: "CMU ECE",
      text: STRONG,
      universityName: "Carnegie Mellon University",
      courseName: "Electrical and Computer Engineering",
    };
    expect(evaluateSop(STRONG, withOthers(other), NO_LANGUAGE_ISSUES).warnings).toHaveLength(1);
  });

  it("does not warn for the same text re-evaluated for the same program, or an unknown one", () => {
    const same = {
      sop_name: "CMU draft 1",
      text: STRONG,
      universityName: "carnegie mellon university",
      courseName: "MS in Computer Science",
    };
    expect(evaluateSop(STRONG, withOthers(same), NO_LANGUAGE_ISSUES).warnings).toEqual([]);
    const unknown = { sop_name: "Draft", text: STRONG, universityName: null, courseName: null };
    expect(evaluateSop(STRONG, withOthers(unknown), NO_LANGUAGE_ISSUES).warnings).toEqual([]);
  });

  it("does not warn for a different SOP of the same student", () => {
    const other = forPurdue(readSopFixture("2-good.txt"));
    expect(evaluateSop(STRONG, withOthers(other), NO_LANGUAGE_ISSUES).warnings).toEqual([]);
  });

  it("tells programs apart by their names, not their spelling", () => {
    const cmu = { universityName: "Carnegie Mellon University", courseName: "Computer Science" };
    expect(
      differentProgram(cmu, {
        universityName: "Carnegie  Mellon University",
        courseName: "MS in Computer Science",
      }),
    ).toBe(false);
    expect(differentProgram(cmu, { universityName: null, courseName: null })).toBe(false);
    expect(differentProgram(cmu, { universityName: "Purdue University", courseName: null })).toBe(
      true,
    );
    expect(differentProgram(cmu, { universityName: null, courseName: "Data Science" })).toBe(true);
    expect(shingles("One two three four five six.")).toEqual(
      new Set(["one two three four five", "two three four five six"]),
    );
  });
});
