/** An unfilled template's placeholders found and quoted; real resumes' brackets left alone (issue 33). */
import { describe, expect, it } from "vitest";
import { extractDocument } from "../../../documents/extract";
import { placeholderComment, placeholderFindings } from "./placeholders";
import { LADDER_FIXTURES, readResumeFixture, resumeFromLines } from "./testing";

/** The unfilled template the outside tester uploaded, as its lines read. */
const TEMPLATE = [
  "**Your Name**",
  "123 Main Street, Anytown | (555) 555-5555 | email@example.com",
  "# Summary",
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.",
  "# Experience",
  "**[Company Name] [Job Title]**",
  "[Dates From] - [To]",
  "- Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
  "- Lorem ipsum dolor sit amet.",
  "# Education",
  "**[University Name], City, State**",
  "Month YYYY",
  "# Skills",
  "{{skill_1}}, {{skill_2}}",
];

describe("placeholderFindings", () => {
  it("finds an unfilled template's fields, sample data and Lorem ipsum", () => {
    const found = placeholderFindings(resumeFromLines(TEMPLATE));
    expect(found.quotes).toEqual(
      expect.arrayContaining([
        "Your Name",
        "123 Main Street",
        "(555) 555-5555",
        "email@example.com",
        "Lorem ipsum…",
        "[Company Name]",
        "[Job Title]",
        "[Dates From]",
        "[To]",
        "[University Name]",
        "Month YYYY",
        "{{skill_1}}",
      ]),
    );
    expect(found.share).toBeGreaterThan(0.6);
    expect(placeholderComment(found)).toBe(
      'Fill in or remove the template\'s placeholders: "Your Name", "123 Main Street", "(555) 555-5555", "email@example.com" and 10 more.',
    );
  });

  it("quotes the bracketed fields of a template resume", () => {
    const found = placeholderFindings(
      resumeFromLines(["<Your Name>", "{name} | {email}", "Worked at [Company], [City, State]"]),
    );
    expect(found.quotes).toEqual([
      "<Your Name>",
      "{name}",
      "{email}",
      "[Company]",
      "[City, State]",
    ]);
    expect(found.lines).toHaveLength(3);
  });

  it("leaves real resumes' brackets, labels and names alone", () => {
    const found = placeholderFindings(
      resumeFromLines([
        "John Dsouza",
        "Languages: C++ [advanced], Python [intermediate]",
        "Published a survey of graph neural networks [1], cited 40 times [2]",
        "Smart Parking System [GitHub] [Demo]",
        "Company Name: Infosys Ltd | Job Title: Systems Engineer",
        "Project Name: Reference architecture for a payments platform",
        "Used List<String> and Map<K, V> in Java",
        "[Best Paper Award], IEEE INDICON 2023",
        "Jun 2021 – Present, Bengaluru",
      ]),
    );
    expect(found.quotes).toEqual([]);
    expect(found.share).toBe(0);
    expect(placeholderComment(found)).toBeNull();
  });

  it("finds none in the real-looking fixtures", async () => {
    for (const file of LADDER_FIXTURES) {
      const resume = await extractDocument(await readResumeFixture(file));
      expect(placeholderFindings(resume).quotes, file).toEqual([]);
    }
  });
});
