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

  it("reads filler by its words, not only its opening, and numbered fields as placeholders", () => {
    const found = placeholderFindings(
      resumeFromLines([
        "Sample Resume",
        "Degree 1 | Degree 2",
        "# Work Experience",
        "Praesent ut vulputate lectus, eleifend mattis arcu. Curabitur dictum ipsum id eros sodales pretium.",
        "**(2078 to 2099) Job 1**",
        "Duis lacinia molestie aliquam. Donec mattis, enim id porttitor laoreet, nibh ipsum rhoncus purus.",
      ]),
    );
    expect(found.quotes).toEqual(["Degree 1 | Degree 2", "Lorem ipsum…"]);
    expect(found.share).toBeGreaterThan(0.7);
  });

  it("quotes a site template's sample CV once per kind, and by words it is a small part of a real resume", () => {
    const found = placeholderFindings(
      resumeFromLines([
        "# Education",
        "- B.Eng. in Electrical and Computer Engineering, Shanghai Jiao Tong University, 2021-2025, rank 2/132",
        "- National Scholarship (top 1% of the school), awarded three times for academic excellence in 2022, 2023 and 2024",
        "- Exchange semester at the University of Michigan, Ann Arbor: Operating Systems, Computer Vision and Embedded Systems",
        "# Skills",
        "- Skill 1",
        "- Skill 2",
        "- Sub-skill 2.1",
        "# Service",
        "- Currently signed in to 43 different slack teams",
      ]),
    );
    expect(found.quotes).toEqual(["Skill 1", "signed in to 43 different slack teams"]);
    expect(found.share).toBeLessThan(0.25);
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
