/**
 * Substance over looks (issue 33, item 4): what was done moves the overall score more than how
 * it is laid out; padding buys nothing; an unfilled template scores below any real resume and
 * is told first; personal details a US reader does not expect cost points and are quoted.
 */
import { describe, expect, it } from "vitest";
import { NO_LANGUAGE_ISSUES } from "../../../language/testing";
import { resumeFacts } from "./facts";
import { evaluateResume } from "./index";
import { substanceScore, substanceSignals } from "./substance";
import { resumeFromLines } from "./testing";
import { TEMPLATE_CEILING } from "./weights";

const AS_OF = new Date("2026-11-01T00:00:00Z");

const evaluate = (lines: readonly string[]) =>
  evaluateResume(resumeFromLines(lines), NO_LANGUAGE_ISSUES, { asOf: AS_OF });

const signals = (lines: readonly string[]) =>
  substanceSignals(resumeFacts(resumeFromLines(lines), AS_OF));

/** A real, modest student resume: the floor any template must stay under. */
const MODEST = [
  "**Chidi Okafor**",
  "chidi.okafor@gmail.com | +234 803 555 0199",
  "# Education",
  "B.Sc. Computer Science, University of Lagos, 2021 – 2025",
  "# Projects",
  "**Library booking app (Flask, SQLite)**",
  "- Built a room booking app for the faculty library.",
  "# Skills",
  "Python, Flask, SQLite, Git",
];

/** The same student, with what was done told and measured. */
const STRONG = [
  ...MODEST.slice(0, 7),
  "- Served 1,200 bookings in its first term; cut double bookings from 30 a week to none.",
  "**Malaria slide classifier (PyTorch)**",
  "- Trained a CNN on 27,000 cell images to 95.8% test accuracy.",
  "# Experience",
  "**Software Intern, Paystack | Jun 2024 – Aug 2024**",
  "- Reduced the p95 latency of the payouts API from 900 ms to 250 ms with Redis caching.",
  ...MODEST.slice(7),
];

const TEMPLATE = [
  "**Your Name**",
  "your.email@example.com | (555) 555-5555 | City, State",
  "# Education",
  "[Degree] in [Major], [University Name] | [Dates From] - [To]",
  "# Experience",
  "**[Job Title], [Company Name]**",
  "- Lorem ipsum dolor sit amet, consectetur adipiscing elit, improved sales by 25%.",
  "- Led a team of 10 to deliver [Project] using Python, AWS and Docker.",
  "# Skills",
  "Python, Java, AWS, Docker, Kubernetes, React",
];

describe("substance", () => {
  it("rises with measured results, tools and entries, and weighs more than looks", () => {
    expect(substanceScore(signals(STRONG))).toBeGreaterThan(substanceScore(signals(MODEST)));
    const strong = evaluate(STRONG);
    const modest = evaluate(MODEST);
    expect(strong.resume_overall_score - modest.resume_overall_score).toBeGreaterThanOrEqual(15);
  });

  it("counts a line pasted twice once: padding buys nothing", () => {
    const padded = [...STRONG, "# More", ...STRONG.slice(5)];
    expect(signals(padded).results).toBe(signals(STRONG).results);
    expect(signals(padded).entries).toBe(signals(STRONG).entries);
    expect(signals(padded).words).toBe(signals(STRONG).words);
  });

  it("takes no phone number, version or duration for a result", () => {
    const quiet = signals([
      "+91 98450 12345 | asha.v@gmail.com",
      "- Used Python 3 for 2 years of coursework.",
    ]);
    expect(quiet.results).toBe(0);
  });

  it("counts a competitive award as a result", () => {
    const awarded = [
      ...MODEST,
      "# Awards",
      "- Silver medal, International Olympiad in Informatics 2021",
    ];
    expect(signals(awarded).results).toBe(signals(MODEST).results + 1);
  });

  it("counts the tools a resume shows in use, not a skills list (padding buys nothing)", () => {
    const listed = [
      ...MODEST,
      "# Technical Skills",
      "Java, C++, Go, Rust, Kubernetes, Docker, Terraform, Kafka, Spark, TensorFlow, PyTorch, React",
    ];
    expect(signals(listed).tools).toBe(signals(MODEST).tools);
    expect(substanceScore(signals(listed))).toBe(substanceScore(signals(MODEST)));
  });

  it("counts a paper cited as a result, as a reader counts a measured one", () => {
    const published = [
      ...MODEST,
      "# Publications",
      '- C. Okafor and A. Bello. "Thin-Blood-Smear Malaria Detection on Low-Cost Phones." In Proceedings of the IEEE AFRICON Conference, 2025.',
    ];
    expect(signals(published).results).toBe(signals(MODEST).results + 1);
    expect(substanceScore(signals(published))).toBeGreaterThan(substanceScore(signals(MODEST)));
  });
});

describe("placeholders and personal details", () => {
  it("scores an unfilled template below a modest real resume, and says so first", () => {
    const template = evaluate(TEMPLATE);
    expect(template.resume_overall_score).toBeLessThanOrEqual(TEMPLATE_CEILING);
    expect(template.resume_overall_score).toBeLessThan(evaluate(MODEST).resume_overall_score);
    expect(template.resume_content_comments.structure_comments[0]).toMatch(
      /^Fill in or remove the template's placeholders: "Your Name"/,
    );
  });

  it("takes points for a leftover placeholder in a real resume, without calling it a template", () => {
    const leftover = evaluate([...STRONG, "- Lorem ipsum dolor sit amet."]);
    const real = evaluate(STRONG);
    expect(leftover.resume_overall_score).toBeLessThan(real.resume_overall_score);
    expect(leftover.resume_overall_score).toBeGreaterThan(TEMPLATE_CEILING);
  });

  it("quotes biodata details and takes points for them", () => {
    const biodata = evaluate([
      ...STRONG,
      "# Personal Details",
      "Father's Name: Emeka Okafor",
      "Date of Birth: 12/03/2002 | Marital Status: Single",
    ]);
    expect(biodata.resume_overall_score).toBeLessThan(evaluate(STRONG).resume_overall_score);
    expect(biodata.resume_content_comments.structure_comments.join("\n")).toContain(
      'Remove personal details US programs do not ask for: "Father\'s Name: …", "Date of Birth: …"',
    );
    // Quoted without their values: the comment never repeats the student's data.
    expect(JSON.stringify(biodata.resume_content_comments)).not.toContain("Emeka");
  });
});
