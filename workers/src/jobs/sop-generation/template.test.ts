/** The template writer: its shape, determinism, length, the strong-tests rule and "never invents". */
import { SOP_DRAFT_WORDS, type SopAnswers, type SopFacts } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { FIELDS } from "../../sop-template/fields";
import {
  FIELD_SENTENCES,
  framePattern,
  TEMPLATE_FRAMES,
  TEMPLATE_LINES,
  TEMPLATE_PROMPTS,
  TEMPLATE_SENTENCES,
} from "../../sop-template/template-sentences";
import { countDraftWords, sourceTexts } from "./facts";
import { unsupportedTerms } from "./facts-check";
import { writeTemplateSop } from "./template";
import {
  EMPTY_FACTS,
  FIVE_PROGRAMS,
  FULL_ANSWERS,
  FULL_FACTS,
  factsFor,
  PROFILE_FACTS,
  THIN_ANSWERS,
} from "./testing";

/**
 * The capitalised words the template itself writes: its frames' and lines' words, and the
 * field's area names, which open a sentence ("Machine learning asks ...").
 */
const TEMPLATE_WORDS = [
  ...[...Object.values(TEMPLATE_FRAMES), ...TEMPLATE_SENTENCES].flatMap(
    (s) => s.match(/\b\p{Lu}[\p{L}'-]*/gu) ?? [],
  ),
  ...FIELDS.flatMap((f) => f.areas.map((a) => a.area.split(" ")[0]!)),
];

const paragraphs = (text: string) => text.split("\n\n");

const CASES: [string, SopFacts, SopAnswers][] = [
  ["full profile, full answers", FULL_FACTS, FULL_ANSWERS],
  ["full profile, thin answers", FULL_FACTS, THIN_ANSWERS],
  ["empty profile, full answers", EMPTY_FACTS, FULL_ANSWERS],
  ["empty profile, thin answers", EMPTY_FACTS, THIN_ANSWERS],
  ...FIVE_PROGRAMS.map((t): [string, SopFacts, SopAnswers] => [
    `a profile's facts, ${t.courseName} at ${t.universityName}`,
    factsFor(PROFILE_FACTS, t),
    FULL_ANSWERS,
  ]),
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
    expect(parts).toHaveLength(8);
    expect(parts.every((p) => p.trim() === p && p.length > 0)).toBe(true);
    // Opening: why this field, in the student's words, the target, the areas the words point to.
    expect(parts[0]).toMatch(/^I grew up in a farming family in Tamil Nadu/);
    expect(parts[0]).toContain(
      "I am now applying to the MS in Computer Science program at the University of Illinois Urbana-Champaign.",
    );
    expect(parts[0]).toContain(
      "Within computer science, my interest points most directly to machine learning, computer systems, and computer vision.",
    );
    // Academic background: the course, how it leads to the field; no GPA, no test score.
    expect(parts[1]).toContain(
      "I studied B.Tech in Computer Science and Engineering at Vellore Institute of Technology.",
    );
    expect(parts[1]).toContain("Graduate study in computer science would take that course further");
    expect(parts[1]).not.toMatch(/GPA|3\.7/);
    // The formative experience, then the facts: projects, research, work, activities.
    expect(parts[2]).toMatch(/^The project that shaped me most was Leaf Scan\./);
    expect(parts[2]).toContain("It is also the clearest reason I want to study machine learning.");
    expect(parts[3]).toContain("One of my projects is Leaf Scan: I built a convolutional network");
    expect(parts[3]).toContain("Another is Bus Tracker: I designed an Android app");
    expect(parts[3]).toContain("I also worked on Exam Timetabler.");
    expect(parts[3]).toContain(
      'My research includes "Lightweight Plant Disease Detection on Edge Devices" (IEEE INDICON).',
    );
    expect(parts[3]).toContain(
      "I have worked as Software Engineer at Zoho and Research Intern at IIT Madras, with 14 months of full-time work experience and 6 months of internship experience in all.",
    );
    expect(parts[3]).toContain(
      "I have also been involved in the Robotics Club and teaching mathematics with Teach for India.",
    );
    // Why this program: the answer and a prompt to name the people and courses there.
    expect(parts[4]).toContain("its thesis option would let me continue the work");
    expect(parts[4]).toContain(
      "[Name the professors, labs and courses at the University of Illinois Urbana-Champaign that match your interest in machine learning and computer systems,",
    );
    // What the student would take and do there.
    expect(parts[5]).toMatch(/^In the program I would take graduate courses in machine learning/);
    expect(parts[5]).toContain("I would use it to take Leaf Scan further in machine learning.");
    // Career goals, the field's roles, the close.
    expect(parts[6]).toMatch(
      /^Right after the degree I want to work as a machine learning engineer/,
    );
    expect(parts[6]).toContain("A master's in computer science is the right preparation");
    expect(parts[7]).toContain("the community at the University of Illinois Urbana-Champaign.");
    expect(parts[7]).toMatch(
      /Thank you for considering my application to the MS in Computer Science program at the University of Illinois Urbana-Champaign\.$/,
    );
  });

  it("writes 700-1000 words from reasonable answers; the only prompt asks for the program's people", () => {
    for (const facts of [FULL_FACTS, ...FIVE_PROGRAMS.map((t) => factsFor(PROFILE_FACTS, t))]) {
      const text = writeTemplateSop(facts, FULL_ANSWERS);
      const words = countDraftWords(text);
      expect(words).toBeGreaterThanOrEqual(SOP_DRAFT_WORDS.min);
      expect(words).toBeLessThanOrEqual(SOP_DRAFT_WORDS.max);
      expect(text.match(/\[[^\]]*\]/g)).toEqual([
        expect.stringMatching(/^\[Name the professors, labs and courses at /),
      ]);
    }
  });

  it("names the field as the program does, and writes no field paragraph for a field it does not know", () => {
    const draft = (targetCourse: string) =>
      writeTemplateSop(
        { ...PROFILE_FACTS, targetCourse, targetUniversity: "Rice University" },
        FULL_ANSWERS,
      );
    expect(draft("MS in Robotics")).toContain("A master's in robotics is the right preparation");
    expect(draft("M.S. in Data Science")).toContain("Within data science, my interest points");
    expect(draft("Master of Engineering in Electrical and Computer Engineering")).toContain(
      "Moving into electrical and computer engineering,",
    );
    const unknown = draft("MBA");
    expect(unknown).not.toMatch(/In the program I would take|Within |A master's in/);
    expect(unknown).toContain(TEMPLATE_LINES.programLead);
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

  it("never restates a test score or the GPA: the application carries them", () => {
    for (const facts of [
      { ...FULL_FACTS, gre: 331, toefl: 117, ielts: 8.5, gpa: 3.93 },
      factsFor({ ...PROFILE_FACTS, gre: 331, toefl: 117, gpa: 3.93 }, FIVE_PROGRAMS[0]!),
    ]) {
      const text = writeTemplateSop(facts, FULL_ANSWERS);
      expect(text).not.toMatch(/\b(GRE|TOEFL|IELTS|GPA)\b|331|117|8\.5|3\.93/);
    }
  });

  it("leaves bracketed prompts where answers are thin or missing, and writes less", () => {
    const text = writeTemplateSop(FULL_FACTS, THIN_ANSWERS);
    // The thin answers are kept, each followed by its prompt; the missing one is only a prompt.
    expect(text).toContain(`I like computers. ${TEMPLATE_PROMPTS.whyField}`);
    expect(text).toContain(`My final year project. ${TEMPLATE_PROMPTS.experience}`);
    expect(text).toContain(`Good ranking. ${TEMPLATE_PROMPTS.whyProgram}`);
    expect(text).toContain(TEMPLATE_PROMPTS.careerGoals);
    // The facts are still written.
    expect(text).toContain("One of my projects is Leaf Scan: I built");
    expect(countDraftWords(text)).toBeLessThan(SOP_DRAFT_WORDS.min);
    // Thin answers point to no area: the areas are the field's core, not called the student's.
    expect(text).not.toContain("my interest points most directly to");
    expect(text).not.toContain(TEMPLATE_PROMPTS.tooShort);

    const bare = writeTemplateSop(EMPTY_FACTS, { ...THIN_ANSWERS, formativeExperience: "" });
    for (const prompt of [
      TEMPLATE_PROMPTS.academics,
      TEMPLATE_PROMPTS.experience,
      TEMPLATE_PROMPTS.target,
    ])
      expect(bare).toContain(prompt);
    expect(bare).toContain(TEMPLATE_LINES.careerBridge);
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
      "One of my projects is Solar Tracker: I developed an arduino controller.",
    );
    expect(text).toContain("Another is Quiz Bot: a chatbot that writes quizzes.");
    expect(text).toContain(
      "I did my undergraduate studies at the Institute of Engineering and Management.",
    );
  });
});

/** Drafts that, between them, use every line, frame and prompt of the template. */
function everyKindOfDraft(): string[] {
  return [
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
    writeTemplateSop(
      {
        ...EMPTY_FACTS,
        undergradCourse: "Mechanical Engineering",
        projects: Array.from({ length: 6 }, (_, i) => ({
          title: `Rig ${i + 1}`,
          description: null,
        })),
        activities: ["Robotics Club"],
        targetCourse: "Computer Science",
      },
      { ...THIN_ANSWERS, careerGoals: FULL_ANSWERS.careerGoals },
    ),
    writeTemplateSop({ ...EMPTY_FACTS, undergradUniversity: "Anna University" }, THIN_ANSWERS),
    writeTemplateSop({ ...EMPTY_FACTS, targetCourse: "Data Science" }, FULL_ANSWERS),
    writeTemplateSop(
      { ...EMPTY_FACTS, workRoles: [{ role: "Tutor", organization: null }] },
      FULL_ANSWERS,
    ),
  ];
}

describe("TEMPLATE_SENTENCES and TEMPLATE_FRAMES", () => {
  const drafts = everyKindOfDraft();
  const all = drafts.join("\n\n");
  const sentences = drafts.flatMap((d) =>
    d.split(/\n\n/).flatMap((p) => p.split(/(?<=[.!?\]])\s+(?=[A-Z[])/)),
  );

  it("holds every connecting line and prompt, each appearing verbatim in some draft", () => {
    for (const sentence of [...Object.values(TEMPLATE_LINES), ...Object.values(TEMPLATE_PROMPTS)])
      expect(all).toContain(sentence);
  });

  it("holds the field's fact-free sentences, and the drafts' such sentences are among them", () => {
    const listed = new Set(TEMPLATE_SENTENCES);
    expect(FIELD_SENTENCES.length).toBeGreaterThan(300);
    for (const sentence of FIELD_SENTENCES) expect(listed.has(sentence)).toBe(true);
    // The five programs' drafts: every sentence on a field frame is listed whole.
    const fieldFrames = [
      TEMPLATE_FRAMES.areaQuestion,
      TEMPLATE_FRAMES.core,
      TEMPLATE_FRAMES.firstWork,
      TEMPLATE_FRAMES.laterWork,
      TEMPLATE_FRAMES.lastWork,
      TEMPLATE_FRAMES.careerRoles,
      TEMPLATE_FRAMES.careerField,
    ].map(framePattern);
    const fieldSentences = sentences.filter((s) => fieldFrames.some((p) => p.test(s)));
    expect(fieldSentences.length).toBeGreaterThan(20);
    for (const sentence of fieldSentences) expect(listed.has(sentence)).toBe(true);
  });

  it.each(Object.entries(TEMPLATE_FRAMES))("frame %s is used by some draft", (_, frame) => {
    expect(sentences.some((s) => framePattern(frame).test(s))).toBe(true);
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
