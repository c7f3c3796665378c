/** evaluateResume signal by signal: each change a reviewer would want moves its score the right way. */
import { describe, expect, it } from "vitest";
import { checkLanguage } from "../../../language/checker";
import { NO_LANGUAGE_ISSUES } from "../../../language/testing";
import { evaluateResume } from "./index";
import { resumeFromLines } from "./testing";
import { lengthPenalty, RESUME_SCORE_WEIGHTS } from "./weights";

/** A middling resume: sections in place, vague bullets, no GPA. */
const BASE = [
  "**Neha Sharma**",
  "neha.sharma@gmail.com | +91 98765 43210 | linkedin.com/in/nehasharma",
  "# Education",
  "B.Tech in Computer Science, Anna University, Chennai | 2019 – 2023",
  "# Experience",
  "**Software Intern, Zoho | May 2022 – Jul 2022**",
  "- Built an internal tool for tracking support tickets.",
  "- Developed REST APIs in Java for the billing team.",
  "- Tested the mobile app before each release.",
  "# Projects",
  "**Chat Application (Node.js, React)**",
  "- Built a real-time chat application with rooms and notifications.",
  "# Skills",
  "- Languages: Java, Python, JavaScript",
  "- Tools: Git, Docker, MySQL",
];

/** Read in the final year of the degree: a student, whose GPA and courses still count. */
const AS_OF = new Date("2022-11-01T00:00:00Z");

/** The other parts, with a clean grammar result: they stay synchronous. */
function evaluate(lines: readonly string[]) {
  return evaluateResume(resumeFromLines(lines), NO_LANGUAGE_ISSUES, { asOf: AS_OF });
}

/** With the real language checker, for the grammar. */
async function checked(lines: readonly string[]) {
  const doc = resumeFromLines(lines);
  const grammar = await checkLanguage(doc.paragraphs.map((p) => p.text));
  return evaluateResume(doc, grammar, { asOf: AS_OF });
}

function replace(lines: readonly string[], from: string, to: string): string[] {
  const at = lines.indexOf(from);
  if (at < 0) throw new Error(`no line ${from}`);
  return lines.map((l, i) => (i === at ? to : l));
}

describe("evaluateResume signals", () => {
  const base = evaluate(BASE);

  it("raises work experience for a quantified bullet, and asks to quantify the rest", () => {
    const quantified = evaluate(
      replace(
        BASE,
        "- Tested the mobile app before each release.",
        "- Tested the mobile app before each of 12 releases, catching 30 defects.",
      ),
    );
    expect(quantified.resume_work_ex_score).toBeGreaterThan(base.resume_work_ex_score);
    expect(base.resume_content_comments.work_ex_comments[0]).toBe(
      "Quantify 2 of your 3 experience bullets with numbers (%, $, users, time saved), starting with 'Built an internal tool for tracking…': e.g. 'Cut report generation time from 2 days to 3 hours'.",
    );
    expect(quantified.resume_overall_score).toBeGreaterThanOrEqual(base.resume_overall_score);
  });

  it("lowers work experience for a duty-style bullet and names the verb to use", () => {
    const weak = evaluate(
      replace(
        BASE,
        "- Built an internal tool for tracking support tickets.",
        "- Responsible for the ticket tool.",
      ),
    );
    expect(weak.resume_work_ex_score).toBeLessThan(base.resume_work_ex_score);
    expect(weak.resume_content_comments.work_ex_comments).toContain(
      "Start bullets with action verbs: 'Responsible for' → 'Led' (in 'Responsible for the ticket tool').",
    );
  });

  it("raises grammar when a misspelling is fixed, and drops its pair", async () => {
    const typo = await checked(
      replace(
        BASE,
        "- Tested the mobile app before each release.",
        "- Tested the mobile app before each release of the sofware.",
      ),
    );
    const fixed = await checked(
      replace(
        BASE,
        "- Tested the mobile app before each release.",
        "- Tested the mobile app before each release of the software.",
      ),
    );
    expect(typo.resume_grammar_comments.comments).toEqual([
      {
        original: "Tested the mobile app before each release of the sofware.",
        corrected: "Tested the mobile app before each release of the software.",
      },
    ]);
    expect(fixed.resume_grammar_comments.comments).toEqual([]);
    expect(fixed.resume_grammar_score).toBeGreaterThan(typo.resume_grammar_score);
    expect(fixed.resume_grammar_score).toBe(100);
  });

  it("lowers formatting for first-person writing", () => {
    const firstPerson = evaluate(
      replace(
        BASE,
        "- Built an internal tool for tracking support tickets.",
        "- I built my own internal tool for tracking support tickets.",
      ),
    );
    expect(firstPerson.resume_formatting_score).toBeLessThan(base.resume_formatting_score);
    expect(firstPerson.resume_content_comments.formatting_comments.join(" ")).toContain(
      "first-person",
    );
  });

  it("raises academic background for a GPA and relevant coursework", () => {
    const withGpa = evaluate([...BASE.slice(0, 4), "- GPA: 3.6/4.0", ...BASE.slice(4)]);
    expect(withGpa.resume_academic_background_score).toBeGreaterThan(
      base.resume_academic_background_score,
    );
    // The comment quotes the line it is about.
    expect(base.resume_content_comments.academic_background_comments).toContain(
      "Add your GPA to 'B.Tech in Computer Science, Anna University, Chennai |…' (e.g. GPA: 3.7/4.0 or CGPA: 8.6/10).",
    );
    expect(withGpa.resume_content_comments.academic_background_comments.join(" ")).not.toContain(
      "GPA",
    );
  });

  it("raises projects and research for a publication", () => {
    const published = evaluate([
      ...BASE,
      "# Publications",
      '- N. Sharma, "Ticket Triage with Transformers," IEEE INDICON 2023.',
    ]);
    expect(published.resume_project_and_research_score).toBeGreaterThan(
      base.resume_project_and_research_score,
    );
  });

  it("raises skills and achievements for an awards section", () => {
    const awarded = evaluate([
      ...BASE,
      "# Awards",
      "- Winner, Zoho campus hackathon 2022 (1st of 80 teams).",
    ]);
    expect(awarded.resume_skills_and_achievement_score).toBeGreaterThan(
      base.resume_skills_and_achievement_score,
    );
  });

  it("asks for missing contact details and sections in the structure comments", () => {
    const bare = evaluate(BASE.filter((l) => !l.includes("@") && !l.startsWith("# Skills")));
    expect(bare.resume_formatting_score).toBeLessThan(base.resume_formatting_score);
    const structure = bare.resume_content_comments.structure_comments.join(" ");
    expect(structure).toContain("email");
    // Three at most, the weightiest first: the length, the email, the phone before LinkedIn.
    expect(bare.resume_content_comments.structure_comments).toHaveLength(3);
  });

  it("never lowers the overall score when a category rises", () => {
    const weights = Object.values(RESUME_SCORE_WEIGHTS);
    expect(weights.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    for (const w of weights) expect(w).toBeGreaterThan(0);
  });
});

describe("lengthPenalty", () => {
  it("is zero inside the ideal length and grows away from it", () => {
    expect(lengthPenalty(250)).toBe(0);
    expect(lengthPenalty(500)).toBe(0);
    expect(lengthPenalty(200)).toBeCloseTo(1, 5);
    expect(lengthPenalty(25)).toBeGreaterThan(lengthPenalty(100));
    expect(lengthPenalty(0)).toBe(25);
    expect(lengthPenalty(700)).toBeCloseTo(5, 5);
    expect(lengthPenalty(701)).toBeGreaterThan(5);
    expect(lengthPenalty(1200)).toBe(15);
    expect(lengthPenalty(5000)).toBe(20);
    for (let words = 0; words < 2000; words += 10) {
      const here = lengthPenalty(words);
      if (words >= 500) expect(lengthPenalty(words + 10)).toBeGreaterThanOrEqual(here);
      if (words < 250) expect(lengthPenalty(words + 10)).toBeLessThanOrEqual(here);
    }
  });
});
