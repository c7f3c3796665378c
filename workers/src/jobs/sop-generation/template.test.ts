/** The template writer: its shape, determinism, length, the strong-tests rule and "never invents". */
import { SOP_DRAFT_WORDS, type SopAnswers, type SopFacts } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { countDraftWords, sourceTexts } from "./facts";
import { unsupportedTerms } from "./facts-check";
import { writeTemplateSop } from "./template";
import { TEMPLATE_LINES, TEMPLATE_PROMPTS, TEMPLATE_SENTENCES } from "./template-sentences";
import { EMPTY_FACTS, FULL_ANSWERS, FULL_FACTS, THIN_ANSWERS } from "./testing";

/** The capitalised words the template itself writes: sentence openings and test names. */
const TEMPLATE_WORDS = [
  "I",
  "In",
  "The",
  "One",
  "Another",
  "Each",
  "My",
  "Outside",
  "This",
  "Thank",
  "Add",
  "Name",
  "GPA",
  "GRE",
  "TOEFL",
  "IELTS",
];

const paragraphs = (text: string) => text.split("\n\n");

const CASES: [string, SopFacts, SopAnswers][] = [
  ["full profile, full answers", FULL_FACTS, FULL_ANSWERS],
  ["full profile, thin answers", FULL_FACTS, THIN_ANSWERS],
  ["empty profile, full answers", EMPTY_FACTS, FULL_ANSWERS],
  ["empty profile, thin answers", EMPTY_FACTS, THIN_ANSWERS],
  [
    "some facts, weak tests",
    {
      ...EMPTY_FACTS,
      undergradUniversity: "University of Mumbai",
      gpa: 3.1,
      gre: 305,
      ielts: 6.5,
      workRoles: [{ role: "Analyst", organization: null }],
      targetUniversity: "Arizona State University",
    },
    { ...THIN_ANSWERS, careerGoals: "data analyst in healthcare" },
  ],
];

describe("writeTemplateSop", () => {
  it("writes the sections in order, paragraphs separated by blank lines", () => {
    const text = writeTemplateSop(FULL_FACTS, FULL_ANSWERS);
    const parts = paragraphs(text);
    expect(parts).toHaveLength(7);
    expect(parts.every((p) => p.trim() === p && p.length > 0)).toBe(true);
    // Opening: why this field, in the student's words, then the target.
    expect(parts[0]).toMatch(/^I grew up in a farming family in Tamil Nadu/);
    expect(parts[0]).toContain(
      "I am now applying to the MS in Computer Science program at the University of Illinois Urbana-Champaign",
    );
    // Academic background.
    expect(parts[1]).toContain(
      "My undergraduate course is B.Tech in Computer Science and Engineering at Vellore Institute of Technology.",
    );
    expect(parts[1]).toContain("My GPA is 3.7 on a four-point scale.");
    // The formative experience, then the facts: projects, research, work, activities.
    expect(parts[2]).toContain("The project that shaped me most was Leaf Scan.");
    expect(parts[3]).toContain("One of my projects is Leaf Scan. I built a convolutional network");
    expect(parts[3]).toContain("Another is Bus Tracker. I designed an Android app");
    expect(parts[3]).toContain("I also worked on Exam Timetabler.");
    expect(parts[3]).toContain(
      'My research includes "Lightweight Plant Disease Detection on Edge Devices" (IEEE INDICON).',
    );
    expect(parts[3]).toContain(
      "I have 14 months of full-time work experience and 6 months of internship experience.",
    );
    expect(parts[3]).toContain(
      "I have worked as Software Engineer at Zoho and Research Intern at IIT Madras.",
    );
    expect(parts[3]).toContain(
      "I have been involved in the Robotics Club and teaching mathematics with Teach for India.",
    );
    // Why this program, career goals, the close.
    expect(parts[4]).toContain("its thesis option would let me continue the work");
    expect(parts[5]).toMatch(
      /^Right after the degree I want to work as a machine learning engineer/,
    );
    expect(parts[6]).toContain("the community at the University of Illinois Urbana-Champaign.");
    expect(parts[6]).toMatch(/Thank you for considering my application\.$/);
  });

  it("writes 700-1000 words from reasonable answers, without a bracketed prompt", () => {
    const text = writeTemplateSop(FULL_FACTS, FULL_ANSWERS);
    const words = countDraftWords(text);
    expect(words).toBeGreaterThanOrEqual(SOP_DRAFT_WORDS.min);
    expect(words).toBeLessThanOrEqual(SOP_DRAFT_WORDS.max);
    expect(text).not.toContain("[");
  });

  it("is deterministic: the same input gives the same text", () => {
    for (const [, facts, answers] of CASES) {
      const first = writeTemplateSop(facts, answers);
      expect(writeTemplateSop(structuredClone(facts), structuredClone(answers))).toBe(first);
    }
  });

  it.each(CASES)("names nothing the student did not give (%s)", (_, facts, answers) => {
    const text = writeTemplateSop(facts, answers);
    // Every capitalised word (sentence openings included) and every number must come from the
    // facts or the answers, or be one of the template's own few words.
    expect(
      unsupportedTerms(text, sourceTexts(facts, answers), {
        allow: TEMPLATE_WORDS,
        checkSentenceStarts: true,
      }),
    ).toEqual([]);
  });

  it("the invented-facts check would catch a name or a number the student did not give", () => {
    const text = writeTemplateSop(FULL_FACTS, FULL_ANSWERS).replace(
      "Thank you",
      "I met Professor Ramanathan in 2019. Thank you",
    );
    expect(
      unsupportedTerms(text, sourceTexts(FULL_FACTS, FULL_ANSWERS), {
        allow: TEMPLATE_WORDS,
        checkSentenceStarts: true,
      }),
    ).toEqual(["Professor", "Ramanathan", "2019"]);
  });

  it("names test scores only when strong, and the GPA whenever given", () => {
    const strong = writeTemplateSop(
      { ...FULL_FACTS, gre: 320, toefl: 105, ielts: 7.5 },
      FULL_ANSWERS,
    );
    expect(strong).toContain(
      "I have a GRE total of 320, a TOEFL score of 105, and an IELTS band of 7.5.",
    );
    const weak = writeTemplateSop(
      { ...FULL_FACTS, gre: 319, toefl: 104, ielts: 7, gpa: 2.9 },
      FULL_ANSWERS,
    );
    expect(weak).not.toMatch(/GRE|TOEFL|IELTS|319|104/);
    expect(weak).toContain("My GPA is 2.9 on a four-point scale.");
    const mixed = writeTemplateSop(
      { ...FULL_FACTS, gre: 300, toefl: null, ielts: 8 },
      FULL_ANSWERS,
    );
    expect(mixed).toContain("I have an IELTS band of 8.");
    expect(mixed).not.toContain("GRE");
    const none = writeTemplateSop({ ...FULL_FACTS, gpa: null }, FULL_ANSWERS);
    expect(none).not.toContain("GPA");
  });

  it("leaves bracketed prompts where answers are thin or missing, and writes less", () => {
    const text = writeTemplateSop(FULL_FACTS, THIN_ANSWERS);
    // The thin answers are kept, each followed by its prompt; the missing one is only a prompt.
    expect(text).toContain(`I like computers. ${TEMPLATE_PROMPTS.whyField}`);
    expect(text).toContain(`My final year project. ${TEMPLATE_PROMPTS.experience}`);
    expect(text).toContain(`Good ranking. ${TEMPLATE_PROMPTS.whyProgram}`);
    expect(text).toContain(TEMPLATE_PROMPTS.careerGoals);
    // The facts are still written.
    expect(text).toContain("One of my projects is Leaf Scan.");
    expect(countDraftWords(text)).toBeLessThan(SOP_DRAFT_WORDS.min);
    expect(text).not.toContain(TEMPLATE_PROMPTS.tooShort);

    const bare = writeTemplateSop(EMPTY_FACTS, { ...THIN_ANSWERS, formativeExperience: "" });
    for (const prompt of [
      TEMPLATE_PROMPTS.academics,
      TEMPLATE_PROMPTS.experience,
      TEMPLATE_PROMPTS.target,
    ])
      expect(bare).toContain(prompt);
    expect(bare).not.toContain(TEMPLATE_LINES.academicBridge);
    expect(bare).not.toContain(TEMPLATE_LINES.experienceBridge);
    expect(bare).toContain(TEMPLATE_LINES.closeCommunity);
  });

  it("says when a draft is short though no answer is thin, or longer than the draft's range", () => {
    const brief: SopAnswers = {
      whyField: FULL_ANSWERS.whyField.split(". ")[0]!,
      formativeExperience: FULL_ANSWERS.formativeExperience.split(". ").slice(0, 2).join(". "),
      careerGoals: FULL_ANSWERS.careerGoals.split(". ")[0]!,
      whyProgram: FULL_ANSWERS.whyProgram.split(". ")[0]!,
    };
    const short = writeTemplateSop(FULL_FACTS, brief);
    expect(short).not.toContain("[Add");
    expect(paragraphs(short).at(-1)).toBe(TEMPLATE_PROMPTS.tooShort);

    const twice = (s: string) => `${s} ${s}`;
    const long = writeTemplateSop(FULL_FACTS, {
      whyField: twice(FULL_ANSWERS.whyField),
      formativeExperience: twice(FULL_ANSWERS.formativeExperience),
      careerGoals: twice(FULL_ANSWERS.careerGoals),
      whyProgram: twice(FULL_ANSWERS.whyProgram),
    });
    expect(countDraftWords(long)).toBeGreaterThan(SOP_DRAFT_WORDS.max);
    expect(paragraphs(long).at(-1)).toBe(TEMPLATE_PROMPTS.tooLong);
  });

  it("writes the student's text as prose: a capital, a full stop, an 'I' before a bare verb", () => {
    const text = writeTemplateSop(
      {
        ...EMPTY_FACTS,
        projects: [
          { title: "Solar Tracker.", description: "developed  an arduino controller" },
          { title: "Quiz Bot", description: "A chatbot that writes quizzes." },
        ],
        undergradUniversity: "Institute of Engineering and Management",
      },
      { ...FULL_ANSWERS, whyField: "  because   I loved physics first" },
    );
    expect(text).toMatch(/^Because I loved physics first\. /);
    expect(text).toContain(
      "One of my projects is Solar Tracker. I developed an arduino controller.",
    );
    expect(text).toContain("Another is Quiz Bot. A chatbot that writes quizzes.");
    expect(text).toContain(
      "I did my undergraduate studies at the Institute of Engineering and Management.",
    );
  });
});

describe("TEMPLATE_SENTENCES", () => {
  it("holds every connecting line and prompt, each appearing verbatim in some draft", () => {
    const drafts = [
      ...CASES.map(([, facts, answers]) => writeTemplateSop(facts, answers)),
      writeTemplateSop(EMPTY_FACTS, { ...THIN_ANSWERS, formativeExperience: "" }),
      writeTemplateSop(EMPTY_FACTS, {
        whyField: "x ".repeat(300),
        formativeExperience: "x ".repeat(300),
        careerGoals: "x ".repeat(300),
        whyProgram: "x ".repeat(300),
      }),
      writeTemplateSop(FULL_FACTS, {
        whyField: "y ".repeat(30),
        formativeExperience: "y ".repeat(30),
        careerGoals: "y ".repeat(30),
        whyProgram: "y ".repeat(30),
      }),
    ].join("\n\n");
    expect(TEMPLATE_SENTENCES.length).toBe(
      Object.keys(TEMPLATE_LINES).length + Object.keys(TEMPLATE_PROMPTS).length,
    );
    for (const sentence of TEMPLATE_SENTENCES) expect(drafts).toContain(sentence);
  });

  it("are fact-free: no name but the sentence's first word and 'I', no number", () => {
    for (const sentence of TEMPLATE_SENTENCES) {
      expect(unsupportedTerms(sentence, [], { allow: ["I"] })).toEqual([]);
      expect(sentence).not.toMatch(/\d/);
    }
  });

  it("are single sentences, so an SOP's sentences can be compared with them one by one", () => {
    for (const sentence of TEMPLATE_SENTENCES) {
      const body = sentence.replace(/^\[|\]$/g, "");
      expect(body).toMatch(/[.]$/);
      expect(body.slice(0, -1)).not.toMatch(/[.!?]\s/);
    }
  });
});
