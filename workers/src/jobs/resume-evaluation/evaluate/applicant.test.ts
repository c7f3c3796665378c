/** Who wrote the resume, and advice that fits them (issue 33, item 5). */
import { describe, expect, it } from "vitest";
import { NO_LANGUAGE_ISSUES } from "../../../language/testing";
import { dateRanges } from "./dates";
import { evaluateResume } from "./index";
import { resumeFromLines } from "./testing";

const AS_OF = new Date("2026-11-01T00:00:00Z");

/** An engineer 18 years out of school: no GPA, no courses, no research, years of work. */
const SENIOR = [
  "**Ravi Kumar**",
  "ravi.kumar@outlook.com | +1 408 555 0134 | linkedin.com/in/ravikumar",
  "# Experience",
  "**Principal Engineer, Cisco Systems | Mar 2015 – Present**",
  "- Led a team of 9 engineers that rebuilt the telemetry pipeline, cutting ingest latency from 4 s to 300 ms.",
  "- Designed the gRPC control plane used by 1,200 enterprise customers.",
  "**Senior Software Engineer, Juniper Networks | Jul 2008 – Feb 2015**",
  "- Built the BGP route-reflector test harness in Python and C++, finding 140 defects before release.",
  "- Reduced nightly build time by 45% by caching compiled protocol buffers.",
  "# Education",
  "B.E. in Electronics and Communication, Visvesvaraya Technological University, 2004 – 2008",
  "# Skills",
  "- Languages: C++, Python, Go",
  "- Systems: Linux, Kubernetes, gRPC, Kafka",
];

/** A final-year student without research: asked for GPA and courses, not for a Research section. */
const STUDENT = [
  "**Asha Verma**",
  "asha.verma@gmail.com | +91 98450 12345 | linkedin.com/in/ashaverma | github.com/ashav",
  "# Education",
  "B.Tech in Computer Science, Anna University, Chennai | Aug 2023 – Present",
  "# Projects",
  "**Crop disease classifier (Python, PyTorch)**",
  "- Trained a ResNet-18 on 12,000 leaf images, reaching 94% validation accuracy.",
  "**Campus events app (React, Firebase)**",
  "- Built an events app used by 800 students in its first month.",
  "# Skills",
  "- Languages: Python, Java, JavaScript",
  "- Tools: Git, Docker, PyTorch",
];

function all(lines: readonly string[]) {
  const e = evaluateResume(resumeFromLines(lines), NO_LANGUAGE_ISSUES, { asOf: AS_OF });
  return { e, text: Object.values(e.resume_content_comments).flat().join("\n") };
}

describe("dateRanges", () => {
  it("reads months, years, numeric dates and Present", () => {
    const month = (y: number, m: number) => y * 12 + m - 1;
    expect(dateRanges("Jun 2021 – Present", AS_OF)).toEqual([
      { from: month(2021, 6), to: month(2026, 11) },
    ]);
    expect(dateRanges("2019 - 2023", AS_OF)).toEqual([
      { from: month(2019, 1), to: month(2023, 12) },
    ]);
    expect(dateRanges("05/2020 to 08/2021", AS_OF)).toEqual([
      { from: month(2020, 5), to: month(2021, 8) },
    ]);
    expect(dateRanges("Sept. 2018 — Dec 2020", AS_OF)).toEqual([
      { from: month(2018, 9), to: month(2020, 12) },
    ]);
    expect(dateRanges("Jul 14 – Nov 15", AS_OF)).toEqual([
      { from: month(2014, 7), to: month(2015, 11) },
    ]);
    expect(dateRanges("2016.2 - 2016.6", AS_OF)).toEqual([
      { from: month(2016, 2), to: month(2016, 6) },
    ]);
    expect(dateRanges("Summer 2024 – Fall 2025", AS_OF)).toEqual([
      { from: month(2024, 6), to: month(2025, 9) },
    ]);
    // A phone number, a version range or a range ending before it starts is none.
    expect(dateRanges("+91 98450 - 12345", AS_OF)).toEqual([]);
    expect(dateRanges("2023 - 2019", AS_OF)).toEqual([]);
  });
});

describe("advice that fits the applicant", () => {
  it("asks an engineer 18 years out of school for no GPA, no courses, no research section", () => {
    const { e, text } = all(SENIOR);
    expect(text).not.toMatch(/GPA/);
    expect(text).not.toMatch(/course/i);
    expect(text).not.toMatch(/Research/);
    expect(text).not.toMatch(/Projects/);
    expect(e.resume_academic_background_score).toBeGreaterThanOrEqual(90);
    // Its projects are read from its roles: no Projects heading does not make it weak.
    expect(e.resume_project_and_research_score).toBeGreaterThanOrEqual(60);
    expect(e.resume_overall_score).toBeGreaterThan(all(STUDENT).e.resume_overall_score);
  });

  it("asks a student for the GPA and courses, and never pushes a Research section", () => {
    const { text } = all(STUDENT);
    expect(text).toMatch(/Add your GPA to 'B\.Tech in Computer Science/);
    expect(text).toMatch(/relevant courses/);
    expect(text).not.toMatch(/Research/);
  });

  it("asks for research its own section only when there is some elsewhere", () => {
    const { text } = all([
      ...STUDENT,
      "# Experience",
      "**Research Intern, IISc Bangalore | May 2025 – Jul 2025**",
      "- Co-authored a paper on graph sparsification accepted at IEEE ICASSP 2026.",
    ]);
    expect(text).toMatch(
      /Give your research its own Research or Publications section \('Research Intern, IISc/,
    );
  });

  it("says at most three things per category", () => {
    const { e } = all(["Lone line with nothing else"]);
    for (const list of Object.values(e.resume_content_comments)) {
      expect(list.length).toBeLessThanOrEqual(3);
    }
  });
});
