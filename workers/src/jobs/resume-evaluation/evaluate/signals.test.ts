/** The pattern signals and section detection, on the lines students actually write. */
import { describe, expect, it } from "vitest";
import { skillsIn } from "../../../language/lexicon/skills";
import { startsWithActionVerb } from "./lexicon/action-verbs";
import { findSections, sectionOf } from "./sections";
import {
  contactSignals,
  firstPersonCount,
  hasDate,
  hasDegree,
  hasGpa,
  isPublication,
  isQuantified,
} from "./signals";
import { resumeFromLines } from "./testing";

describe("signals", () => {
  it("finds contact details, including a LinkedIn link behind its text", () => {
    const line = "priya.raman@gmail.com | +1 (412) 555-0147 | github.com/priya";
    expect(contactSignals(line, [])).toEqual({
      email: true,
      phone: true,
      linkedin: false,
      codeProfile: true,
    });
    expect(contactSignals("LinkedIn", ["https://www.linkedin.com/in/priya"]).linkedin).toBe(true);
    expect(contactSignals("Aug 2019 – May 2023", []).phone).toBe(false);
  });

  it("counts a number as a result, but not a year or a product name", () => {
    expect(isQuantified("Cut latency by 45%")).toBe(true);
    expect(isQuantified("Served 2M requests a day")).toBe(true);
    expect(isQuantified("Trained 3.2x faster")).toBe(true);
    expect(isQuantified("Raised $12,000 for the club")).toBe(true);
    expect(isQuantified("Deployed on AWS EC2 and S3 in 2023.")).toBe(false);
    expect(isQuantified("Doubled the test coverage")).toBe(true);
  });

  it("recognises measured results in their real forms, and not versions, grades or dates", () => {
    for (const result of [
      "Fine-tuned BERT to an F1 of 0.91 on the SQuAD dev set",
      "Reached 94.2% top-1 accuracy on CIFAR-10",
      "Bot with a 63% win rate against the ladder's top players",
      "Cut p99 latency from 4 s to 300 ms",
      "App with 10k+ users in three states",
      "Saved ₹4.5 lakh a year in cloud costs",
      "Reduced the build time by half",
      "Ranked top 5 of 300 teams at Smart India Hackathon",
      "Trained a ResNet-18 on 12,000 leaf images",
    ]) {
      expect(isQuantified(result), result).toBe(true);
    }
    for (const notResult of [
      "Wrote scripts in Python 3 and Java 8 on Windows 10",
      "Upgraded the service to v2.4 and Node 18",
      "Migrated to Django 4.2.1",
      "B.Tech, CGPA 8.6/10, Jun 2019 – May 2023",
      "Semester 5 mini project on web scraping",
      // Labels, identifiers and dates in numbers are not results either.
      "Project: 3",
      "Mock up 2",
      "Internship Certificate (Credential ID: BDCS-0008) by SharpCareer",
      "Phone: 8688162374",
      "2019 – 06 to 2020 - 05",
      "Date Of Birth | 03-10-1994",
    ]) {
      expect(isQuantified(notResult), notResult).toBe(false);
    }
  });

  it("keeps a result beside a label or a date", () => {
    expect(isQuantified("Project 2: cut the page's load time from 4 s to 1.2 s")).toBe(true);
    expect(isQuantified("2023-05: grew the newsletter to 3,000 subscribers")).toBe(true);
  });

  it("recognises GPAs on four- and ten-point scales and percentages", () => {
    expect(hasGpa("GPA: 3.7/4.0")).toBe(true);
    expect(hasGpa("CGPA 8.6")).toBe(true);
    expect(hasGpa("9.1/10 (rank 4 of 120)")).toBe(true);
    expect(hasGpa("Aggregate: 78%")).toBe(true);
    expect(hasGpa("B.Tech, 2019 – 2023")).toBe(false);
  });

  it("recognises degrees, short forms only in capitals", () => {
    expect(hasDegree("B.Tech in Computer Science")).toBe(true);
    expect(hasDegree("Bachelor of Engineering")).toBe(true);
    expect(hasDegree("i have done BE in computers")).toBe(true);
    expect(hasDegree("I want to be an engineer in 820 ms")).toBe(false);
  });

  it("recognises dates and first-person pronouns", () => {
    expect(hasDate("Jun 2023 – Present")).toBe(true);
    expect(hasDate("Summer Intern, Mahindra")).toBe(false);
    expect(firstPersonCount("I built my app; MySQL stores it. i'm proud")).toBe(3);
  });

  it("knows action verbs in the past and present", () => {
    expect(startsWithActionVerb("Led a team")).toBe(true);
    expect(startsWithActionVerb("Built a tool")).toBe(true);
    expect(startsWithActionVerb("Optimised a query")).toBe(true);
    expect(startsWithActionVerb("Responsible for testing")).toBe(false);
  });

  it("names skills as whole terms", () => {
    expect(
      [...skillsIn("Python, Go, C++, React Native, node.js; going to the gym")].sort(),
    ).toEqual(["c++", "go", "node.js", "python", "react native"]);
    expect(skillsIn("Spring 2023, the rest of the team").size).toBe(0);
  });
});

describe("a paper cited", () => {
  it("is a quoted title (or et al.) with where it appears; a project in quotes or a referee's journal is not", () => {
    expect(
      isPublication(
        'C. Ramsey and L. Kavraki. "Collision-Affording Point Trees: SIMD-Amenable Nearest Neighbors." In Robotics: Science and Systems, 2024. To Appear.',
      ),
    ).toBe(true);
    expect(
      isPublication(
        '"Implementation of user playstyle coaching using video processing", S. Kim, 2020, published on Multimedia Tools and Applications',
      ),
    ).toBe(true);
    expect(isPublication("Lian et al., ICRA 2025 Workshop on social navigation")).toBe(true);
    expect(isPublication('"SBC" (github.com/hyunjimoon/SBC) an R package for calibration')).toBe(
      false,
    );
    expect(isPublication("International Journal of Robotics Research (IJRR); 2024")).toBe(false);
  });
});

describe("sections", () => {
  it("recognises section names from headings, bold lines and capitals", () => {
    const paragraph = (text: string, kind: "heading" | "paragraph", bold = false) => ({
      text,
      kind,
      bold,
    });
    expect(sectionOf(paragraph("Work Experience", "heading"))).toBe("experience");
    expect(sectionOf(paragraph("Research Experience", "heading"))).toBe("research");
    expect(sectionOf(paragraph("HONORS & AWARDS", "paragraph"))).toBe("awards");
    expect(sectionOf(paragraph("Technical Skills:", "paragraph"))).toBe("skills");
    expect(sectionOf(paragraph("Projects", "paragraph", true))).toBe("projects");
    // A plain line of heading words is a heading too (its size is not in mammoth's model).
    expect(sectionOf(paragraph("Projects", "paragraph"))).toBe("projects");
    expect(sectionOf(paragraph("Software Intern, Zoho", "paragraph", true))).toBeNull();
  });

  it("assigns lines to sections in order and notes empty ones", () => {
    const doc = resumeFromLines([
      "Neha",
      "# Education",
      "B.Tech",
      "# Skills",
      "# Projects",
      "- Chat app",
    ]);
    const sections = findSections(doc.paragraphs);
    expect(sections.order).toEqual(["education", "skills", "projects"]);
    expect(sections.lines.header.map((l) => l.text)).toEqual(["Neha"]);
    expect(sections.lines.projects.map((l) => l.text)).toEqual(["Chat app"]);
    expect(sections.empty).toEqual(["skills"]);
  });
});
