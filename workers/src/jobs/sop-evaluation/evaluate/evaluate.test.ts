/** Each part of the SOP evaluation on SOPs made from the fixtures: what moves it, what it says. */
import type { SopEvaluation, SopPart } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { checkLanguage } from "../../../language/checker";
import { NO_LANGUAGE_ISSUES } from "../../../language/testing";
import {
  evaluateSop,
  lengthFactor,
  SOP_PART_WEIGHTS,
  type SopContext,
  sopParagraphs,
} from "./index";
import { lengthScore } from "./parts/length";
import { STRUCTURE_MOVES } from "./parts/structure";
import { FIXTURE_CONTEXT, fixtureParagraphs, readSopFixture } from "./testing";

const STRONG = readSopFixture("1-strong.txt");
const strong = fixtureParagraphs("1-strong.txt");
const join = (paragraphs: readonly string[]): string => paragraphs.join("\n\n");

function part(e: SopEvaluation, name: SopPart) {
  return e.parts.find((p) => p.part === name)!;
}

const STRONG_RESULT = evaluateSop(STRONG, FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES);

describe("weights", () => {
  it("covers every part and sums to 100", () => {
    expect(Object.values(SOP_PART_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe("length", () => {
  it("scores a too-short SOP by its share of 500 words, says so, and scales the overall down", () => {
    const short = join(strong.slice(0, 2));
    const e = evaluateSop(short, FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES);
    expect(e.word_count).toBeLessThan(300);
    expect(part(e, "length").score).toBe(lengthScore(e.word_count));
    expect(part(e, "length").score).toBeLessThan(60);
    expect(part(e, "length").comments[0]).toContain(`Your SOP has ${e.word_count} words`);
    expect(part(e, "length").comments[0]).toContain("500-1200");
    expect(e.sop_overall_score).toBeLessThan(STRONG_RESULT.sop_overall_score - 25);
  });

  it("takes points off a 1,500-word SOP and asks to cut it", () => {
    const good = fixtureParagraphs("2-good.txt").slice(1);
    const long = join([...strong, ...good, ...fixtureParagraphs("3-average.txt").slice(3, 4)]);
    const e = evaluateSop(long, FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES);
    expect(e.word_count).toBeGreaterThan(1450);
    expect(e.word_count).toBeLessThan(1600);
    expect(part(e, "length").score).toBe(lengthScore(e.word_count));
    expect(part(e, "length").score).toBeLessThanOrEqual(50);
    expect(part(e, "length").comments[0]).toMatch(/keep it within 500-1200 \(about \d+ fewer\)/);
    expect(e.sop_overall_score).toBeLessThan(STRONG_RESULT.sop_overall_score);
  });

  it("scales the overall below 500 words and far over two pages (1,500), not between", () => {
    expect(lengthFactor(500)).toBe(1);
    expect(lengthFactor(1200)).toBe(1);
    expect(lengthFactor(1500)).toBe(1);
    expect(lengthFactor(125)).toBe(0.5);
    expect(lengthFactor(24000)).toBe(0.5);
    expect(lengthFactor(0)).toBe(0);
  });

  it("gives full marks from 500 to 1200 words", () => {
    expect(lengthScore(500)).toBe(100);
    expect(lengthScore(1200)).toBe(100);
    expect(lengthScore(250)).toBe(50);
    expect(lengthScore(1300)).toBe(80);
    expect(lengthScore(5000)).toBe(0);
    expect(part(STRONG_RESULT, "length").comments).toEqual([]);
  });
});

describe("structure", () => {
  it("finds every move in the strong SOP", () => {
    expect(part(STRONG_RESULT, "structure")).toEqual({
      part: "structure",
      score: 100,
      comments: [],
    });
  });

  it("asks for career goals when their paragraph is missing", () => {
    const withoutGoals = strong.filter(
      (p) => !p.startsWith("These experiences have made my goals"),
    );
    expect(withoutGoals).toHaveLength(strong.length - 1);
    const e = evaluateSop(join(withoutGoals), FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES);
    const structure = part(e, "structure");
    expect(structure.score).toBe(100 - STRUCTURE_MOVES.careerGoals.points);
    expect(structure.comments).toEqual([
      "Add your career goals: the role you want right after the degree and where you want to be in ten years.",
    ]);
  });

  it("asks for paragraphs when the SOP is one block of text", () => {
    const e = evaluateSop(strong.join(" "), FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES);
    expect(part(e, "structure").comments.join(" ")).toContain("Break the text into paragraphs");
    expect(part(e, "structure").score).toBeLessThan(part(STRONG_RESULT, "structure").score);
  });

  it("reads a paragraph a line (.docx text) as paragraphs, and joins lines wrapped mid-sentence", () => {
    expect(evaluateSop(strong.join("\n"), FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES)).toEqual(
      STRONG_RESULT,
    );
    const wrapped = strong.map((p) => p.replace(/(.{1,72})(\s+|$)/g, "$1\n").trim()).join("\n");
    const e = evaluateSop(wrapped, FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES);
    expect(e.grammar).toEqual([]);
    expect(e.word_count).toBe(STRONG_RESULT.word_count);
    expect(e.sop_overall_score).toBeGreaterThanOrEqual(STRONG_RESULT.sop_overall_score - 3);
  });

  it("reads a title line as a title, not as the opening", () => {
    const e = evaluateSop(`Statement of Purpose\n\n${STRONG}`, FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES);
    expect(part(e, "structure")).toEqual(part(STRONG_RESULT, "structure"));
  });
});

describe("specificity", () => {
  it("quotes vague sentences and asks for what is behind them", () => {
    const vague = join([
      "I want to pursue an MS in Computer Science because technology interests me.",
      "During my studies I worked on various projects and gained a strong foundation in many subjects.",
      "I have hands-on experience with the latest technologies and learnt a lot from my internship.",
    ]);
    const e = evaluateSop(vague, FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES);
    const specificity = part(e, "specificity");
    expect(specificity.score).toBeLessThan(20);
    expect(specificity.comments).toContain(
      '"During my studies I worked on various projects and gained a strong foundation in many subjects": "various" claims without showing. Name the course, project, tool or number behind it.',
    );
    expect(specificity.comments.join(" ")).toContain("Add numbers and outcomes");
    expect(specificity.comments.join(" ")).toContain("Name the tools");
  });

  it("rises with named courses, tools, people and numbers", () => {
    const plain =
      "I did a project on storage in my final year. It went well and I learned about databases.";
    const specific =
      "In Professor Kulkarni's Systems Lab I tuned RocksDB compaction in C++, cutting write amplification by 38%. I took CS 345 Database Systems and passed all 37 of its tests.";
    const a = part(evaluateSop(plain, FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES), "specificity").score;
    const b = part(evaluateSop(specific, FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES), "specificity").score;
    expect(b).toBeGreaterThan(a + 40);
  });
});

describe("clichés and filler", () => {
  it("quotes each sentence with its clichés", () => {
    const text = join([
      "Since my childhood I have been fascinated by computers.",
      "In today's world, technology is everywhere, and I have always been passionate about it.",
      "Your esteemed university is the right place for me.",
    ]);
    const originality = part(evaluateSop(text, FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES), "originality");
    expect(originality.comments).toEqual([
      '"Since my childhood I have been fascinated by computers": "Since my childhood" is a cliché; start from the moment, course or project that really began your interest.',
      '"In today\'s world, technology is everywhere, and I have always been passionate about it": "In today\'s world", "technology is everywhere" and "I have always been passionate" are clichés; cut the generalisation and begin with your own point; show the interest through what you did instead of declaring it.',
      '"Your esteemed university is the right place for me": "esteemed university" is a cliché; say what in the program draws you, not how famous it is.',
    ]);
    expect(originality.score).toBe(50);
    expect(part(STRONG_RESULT, "originality")).toEqual({
      part: "originality",
      score: 100,
      comments: [],
    });
  });

  it("calls an employer's fame a goal's cliché, and 'the perfect place for me' praise; a goal told by its work is not", () => {
    const text = join([
      "Looking ahead, I aim to start my career at a pioneering company like Google or Meta.",
      "Georgia Tech is the perfect place for me.",
      "I want to work as a storage engineer at a company that runs data at scale.",
    ]);
    const originality = part(evaluateSop(text, FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES), "originality");
    expect(originality.comments).toEqual([
      '"Looking ahead, I aim to start my career at a pioneering company like Google or Meta": "career at a pioneering company" is a cliché; name the work you want to do after the degree, not an employer\'s fame.',
      '"Georgia Tech is the perfect place for me": "the perfect place for me" is a cliché; say what in the program draws you, not how famous it is.',
    ]);
  });

  it("quotes a sentence written again", () => {
    const again = `${STRONG}\n\nI want to work as a storage engineer at a company that runs data at scale. I want to work as a storage engineer at a company that runs data at scale.`;
    const originality = part(
      evaluateSop(again, FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES),
      "originality",
    );
    expect(originality.score).toBe(95);
    expect(originality.comments).toEqual([
      '"I want to work as a storage engineer at a company that runs data at scale" appears 2 times: say it once.',
    ]);
  });

  it("counts filler beyond one word in 150", () => {
    const text = [1, 2, 3]
      .map((n) => `I really, truly, basically and actually want to study this very much, ${n}.`)
      .join(" ");
    const originality = part(evaluateSop(text, FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES), "originality");
    expect(originality.score).toBe(80);
    expect(originality.comments).toEqual([
      'Cut filler: 15 filler words in 39 words ("really", "truly", "basically", "actually"). Most sentences say the same without them.',
    ]);
  });
});

describe("fit with the program", () => {
  it("says when the program is not named", () => {
    const purdue: SopContext = { ...FIXTURE_CONTEXT, universityName: "Purdue University" };
    const e = evaluateSop(STRONG, purdue, NO_LANGUAGE_ISSUES);
    expect(part(e, "program_fit").comments[0]).toBe(
      "Name the program: the SOP never mentions Purdue University. A committee wants to see the SOP was written for them.",
    );
    expect(part(e, "program_fit").score).toBeLessThanOrEqual(
      part(STRONG_RESULT, "program_fit").score - 30,
    );
    expect(e.sop_overall_score).toBeLessThan(STRONG_RESULT.sop_overall_score);
  });

  it("gives full marks for the program named with its courses, labs and faculty", () => {
    expect(part(STRONG_RESULT, "program_fit")).toEqual({
      part: "program_fit",
      score: 100,
      comments: [],
    });
  });

  it("asks for reasons when the program is named but not why", () => {
    const generic = strong.map((p) => {
      if (p.startsWith("Carnegie Mellon is where")) {
        return "I am applying to Carnegie Mellon University because it is one of the best universities for computer science, and the program will help me grow.";
      }
      return p.startsWith("I am ready for") ? "I am ready for graduate study." : p;
    });
    const fit = part(
      evaluateSop(join(generic), FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES),
      "program_fit",
    );
    expect(fit.comments.join(" ")).toContain(
      "Say why Carnegie Mellon University: name the courses, labs, faculty or tracks there",
    );
    expect(fit.score).toBeLessThan(70);
  });

  it("says when the SOP names the university of another of the student's SOPs", () => {
    const leftover = `${STRONG}\n\nI am sure that Purdue University is the right place for me.`;
    const context: SopContext = {
      ...FIXTURE_CONTEXT,
      otherSops: [
        {
          sop_name: "Purdue",
          text: "Another text.",
          universityName: "Purdue University",
          courseName: null,
        },
      ],
    };
    const fit = part(evaluateSop(leftover, context, NO_LANGUAGE_ISSUES), "program_fit");
    expect(fit.comments).toContain(
      '"I am sure that Purdue University is the right place for me" names Purdue University, the program of your SOP "Purdue": make this SOP about Carnegie Mellon University.',
    );
    expect(fit.score).toBe(60);
  });

  it("without a known program, credits one named in the text", () => {
    const unknown: SopContext = { universityName: null, courseName: null, otherSops: [] };
    const named = part(evaluateSop(STRONG, unknown, NO_LANGUAGE_ISSUES), "program_fit").score;
    const anonymous = STRONG.replaceAll("Carnegie Mellon University", "your university").replaceAll(
      "Carnegie Mellon",
      "your university",
    );
    expect(named).toBeGreaterThan(
      part(evaluateSop(anonymous, unknown, NO_LANGUAGE_ISSUES), "program_fit").score,
    );
  });
});

describe("readability", () => {
  it("quotes sentences too long to follow", () => {
    const run =
      "I worked on a project in which we collected data from sensors and cleaned it and stored it and then we trained a model on it and evaluated the model and then we wrote a report about the model and presented it to our professors and classmates at the end of the semester.";
    const readability = part(evaluateSop(run, FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES), "readability");
    expect(readability.comments[0]).toMatch(
      /^Split this sentence \(5\d words\): "I worked on a project/,
    );
    expect(readability.score).toBeLessThan(100);
  });
});

describe("grammar and spelling", () => {
  it("gives original and corrected pairs like resumes, leaving technical terms alone", async () => {
    const typos = STRONG.replace(
      "My research experience began",
      "My reserach experience began",
    ).replace(
      "as a software engineering intern at Zoho",
      "as an software engineering intern at Zoho",
    );
    const e = evaluateSop(typos, FIXTURE_CONTEXT, await checkLanguage(sopParagraphs(typos)));
    expect(e.grammar).toEqual([
      // Long sentences are quoted as the words around the correction, as on resumes.
      {
        original: "My reserach experience began in the Systems Lab…",
        corrected: "My research experience began in the Systems Lab…",
      },
      {
        original: "…the summer of 2024 as an software engineering intern at Zoho, on…",
        corrected: "…the summer of 2024 as a software engineering intern at Zoho, on…",
      },
    ]);
    expect(part(e, "grammar").score).toBeLessThan(100);
    expect(part(e, "grammar").comments[0]).toMatch(/^Correct 1 misspelled word, 1 wrong "a"\/"an"/);
  });

  it("never flags the tools of the trade", async () => {
    const tech = join([
      "I trained a PyTorch model with CUDA kernels on a Kubernetes cluster and compared it with TensorFlow.",
      "My VLSI project used MATLAB, a SPICE netlist and Verilog on a Xilinx FPGA; an LSTM predicted the load.",
      "numpy and pandas did the analysis, and a REST API served it through gRPC and PostgreSQL.",
    ]);
    const grammar = await checkLanguage(sopParagraphs(tech));
    expect(evaluateSop(tech, FIXTURE_CONTEXT, grammar).grammar).toEqual([]);
  });
});

describe("determinism", () => {
  it("gives deep-equal results for the same input", () => {
    const context: SopContext = {
      ...FIXTURE_CONTEXT,
      otherSops: [
        { sop_name: "Purdue", text: STRONG, universityName: "Purdue University", courseName: null },
      ],
    };
    const text = readSopFixture("5-weak.txt");
    expect(evaluateSop(text, context, NO_LANGUAGE_ISSUES)).toEqual(
      evaluateSop(text, context, NO_LANGUAGE_ISSUES),
    );
    expect(evaluateSop(STRONG, context, NO_LANGUAGE_ISSUES)).toEqual(
      evaluateSop(STRONG, context, NO_LANGUAGE_ISSUES),
    );
  });

  it("scores an empty text as 0 without failing", () => {
    const e = evaluateSop("   \n ", FIXTURE_CONTEXT, NO_LANGUAGE_ISSUES);
    expect(e.sop_overall_score).toBe(0);
    expect(e.word_count).toBe(0);
    expect(e.parts).toHaveLength(7);
  });
});
