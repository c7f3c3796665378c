/** Sections by meaning (issue 33): headings by synonyms and fuzzy forms, content by what it holds. */
import { describe, expect, it } from "vitest";
import { academicBackground } from "./categories/academic";
import { formattingAndStructure } from "./categories/formatting";
import { projectsAndResearch } from "./categories/projects";
import { skillsAndAchievements } from "./categories/skills";
import { workExperience } from "./categories/work";
import { resumeFacts } from "./facts";
import { findSections, headingKeys, isDateLine, sectionOf } from "./sections";
import { sentiment } from "./sentiment";
import { resumeFromLines } from "./testing";

const sectionsOf = (lines: string[]) => findSections(resumeFromLines(lines).paragraphs);
const texts = (lines: { text: string }[]) => lines.map((l) => l.text);

describe("headings by meaning", () => {
  it.each([
    ["EDUCATION", ["education"]],
    ["Educational Qualifications:", ["education"]],
    ["Academic Profile", ["education"]],
    ["Academics", ["education"]],
    ["Relevant Coursework", ["education"]],
    ["Work Experience", ["experience"]],
    ["PROFESSIONAL EXPERIENCE", ["experience"]],
    ["Experiance", ["experience"]],
    ["Employment History", ["experience"]],
    ["Internships", ["experience"]],
    ["Research Experience", ["research"]],
    ["Publications & Patents", ["research"]],
    ["Academic Projects", ["projects"]],
    ["Key Projects Undertaken", ["projects"]],
    ["Final Year Project", ["projects"]],
    ["Course Projects", ["projects"]],
    ["Open Source Contributions", ["projects"]],
    ["Programming Languages", ["skills"]],
    ["Frameworks & Libraries", ["skills"]],
    ["Developer Tools", ["skills"]],
    ["Languages & Frameworks", ["skills", "other"]],
    ["Technical Skils", ["skills"]],
    ["Areas of Expertise", ["skills"]],
    ["Skills Summary", ["skills"]],
    ["Honours & Awards", ["awards"]],
    ["HONORS AND AWARDS", ["awards"]],
    ["Acheivements", ["awards"]],
    ["Achievements and Certifications", ["awards", "certifications"]],
    ["Certifications & Achievements", ["certifications", "awards"]],
    ["Projects & Internships", ["projects", "experience"]],
    ["Trainings & Workshops", ["certifications"]],
    ["Extra-Curricular Activities", ["activities"]],
    ["Positions of Responsibility", ["activities"]],
    ["Leadership & Volunteering", ["activities"]],
    ["Career Objective", ["summary"]],
    ["Summary of Qualifications", ["summary"]],
    ["About Me", ["summary"]],
    ["Personal Details", ["other"]],
    ["Languages Known", ["other"]],
    ["Hobbies & Interests", ["other"]],
    ["1. Education", ["education"]],
    ["II. Work Experience", ["experience"]],
    ["🎓 Education", ["education"]],
    ["➤ SKILLS:", ["skills"]],
    ["E D U C A T I O N", ["education"]],
    ["W O R K  E X P E R I E N C E", ["experience"]],
  ])("reads %s", (heading, keys) => {
    expect(headingKeys(heading)).toEqual(keys);
  });

  it.each([
    "Software Intern, Zoho",
    "Research Assistant, IIT Madras",
    "Priya Raman",
    "Java Developer",
    "Intern 2022",
    "Research Intern",
    "Teaching Assistant",
    "Smart Parking System",
    "Machine Learning Engineer",
    "Products",
  ])("does not take %s for a heading", (line) => {
    expect(headingKeys(line)).toBeNull();
  });

  it("takes a plain line of heading words as a heading, but not a bullet", () => {
    expect(sectionOf({ text: "Projects", kind: "paragraph", bold: false })).toBe("projects");
    expect(sectionOf({ text: "Leadership", kind: "list", bold: false })).toBeNull();
  });
});

describe("findSections", () => {
  it("fills one skills section from several headings by kind", () => {
    const sections = sectionsOf([
      "Asha Verma",
      "# Education",
      "B.Tech in Computer Science, NIT Trichy, 2019 – 2023, CGPA 8.4/10",
      "# Programming Languages",
      "Python, Java, C++",
      "# Frameworks & Libraries",
      "React, Django, PyTorch",
      "# Developer Tools",
      "Git, Docker, Linux",
    ]);
    expect(sections.order).toEqual(["education", "skills"]);
    expect(texts(sections.lines.skills)).toEqual([
      "Python, Java, C++",
      "React, Django, PyTorch",
      "Git, Docker, Linux",
    ]);
    expect(sections.headings.filter((h) => h.keys[0] === "skills")).toHaveLength(3);
    expect(sections.empty).toEqual([]);
  });

  it("splits a combined heading's entries between the sections it names", () => {
    const sections = sectionsOf([
      "# Achievements and Certifications",
      "- Winner, Smart India Hackathon 2022 (top 5 of 300 teams)",
      "**AWS Certified Solutions Architect – Associate, 2023**",
      "- Certification in cloud architecture",
    ]);
    expect(texts(sections.lines.awards)).toEqual([
      "Winner, Smart India Hackathon 2022 (top 5 of 300 teams)",
    ]);
    expect(texts(sections.lines.certifications)).toEqual([
      "AWS Certified Solutions Architect – Associate, 2023",
      "Certification in cloud architecture",
    ]);
    expect(sections.present.awards && sections.present.certifications).toBe(true);
  });

  it("recognises education and experience under an unknown heading by their content", () => {
    const sections = sectionsOf([
      "Rahul Mehta",
      "rahul@example.org | +91 98450 12345",
      "# Where I Studied",
      "**M.Tech, Computer Science, IIT Bombay**",
      "2021 – 2023, CGPA 8.9/10",
      "**B.Tech, Electronics, VIT University**",
      "2017 – 2021, 82%",
      "# My Journey",
      "**Senior Software Engineer, Infosys Ltd**",
      "Jun 2023 – Present",
      "- Built a payments reconciliation service handling 2M transactions a day",
      "**Software Engineer Intern, Zoho Corp**",
      "May 2022 – Jul 2022",
      "- Developed dashboards in React",
    ]);
    expect(sections.lines.education.map((l) => l.text)).toContain(
      "M.Tech, Computer Science, IIT Bombay",
    );
    expect(sections.lines.education).toHaveLength(4);
    expect(sections.lines.experience).toHaveLength(6);
    expect(sections.present.education && sections.present.experience).toBe(true);
    expect(sections.inferred).toEqual(["education", "experience"]);
  });

  it("recognises sections by content in a resume with no headings at all", () => {
    const sections = sectionsOf([
      "Meera Iyer",
      "meera@example.org | linkedin.com/in/meera",
      "B.E. in Mechanical Engineering, Anna University, 2018 – 2022",
      "Design Engineer, Tata Motors Ltd, Jul 2022 – Present",
      "- Designed a gearbox housing in SolidWorks, cutting mass by 12%",
      "Skills: SolidWorks, AutoCAD, ANSYS, MATLAB, Python",
    ]);
    expect(texts(sections.lines.header)).toEqual([
      "Meera Iyer",
      "meera@example.org | linkedin.com/in/meera",
    ]);
    expect(texts(sections.lines.education)).toEqual([
      "B.E. in Mechanical Engineering, Anna University, 2018 – 2022",
    ]);
    expect(texts(sections.lines.experience)).toEqual([
      "Design Engineer, Tata Motors Ltd, Jul 2022 – Present",
      "Designed a gearbox housing in SolidWorks, cutting mass by 12%",
    ]);
    expect(texts(sections.lines.skills)).toEqual([
      "Skills: SolidWorks, AutoCAD, ANSYS, MATLAB, Python",
    ]);
    expect(sections.order).toEqual([]);
  });

  it("keeps capitalised job titles inside the experience section", () => {
    const sections = sectionsOf([
      "# EXPERIENCE",
      "SOFTWARE ENGINEER",
      "Infosys | 2019 – 2022",
      "- Built an API gateway in Go serving 40 teams",
      "# PROJECTS",
      "CHESS ENGINE",
      "- Wrote a chess engine in C++ with alpha-beta search",
      "- Tools: C++, CMake, Git",
    ]);
    expect(sections.lines.experience).toHaveLength(3);
    expect(sections.lines.projects).toHaveLength(3);
    expect(sections.order).toEqual(["experience", "projects"]);
  });
});

describe("a catch-all heading", () => {
  it("holds programming languages as skills, spoken ones as other", () => {
    const programming = sectionsOf(["# LANGUAGES", "Python, Java, C++, SQL"]);
    expect(texts(programming.lines.skills)).toEqual(["Python, Java, C++, SQL"]);
    expect(programming.present.skills).toBe(true);
    const spoken = sectionsOf(["# Languages", "English, Hindi, Tamil"]);
    expect(texts(spoken.lines.other)).toEqual(["English, Hindi, Tamil"]);
    expect(spoken.present.skills).toBe(false);
  });
});

describe("date lines", () => {
  it.each([
    "Jun 2021 – Present",
    "2019 - 2023",
    "05/2020 to 08/2021",
    "Bengaluru, India | May 2024 (Expected)",
    "Aug 2018",
  ])("%s is a date line", (line) => {
    expect(isDateLine(line)).toBe(true);
  });
  it.each([
    "Built 3 dashboards in 2021",
    "Led a team of 4 from Jan 2022 to Mar 2022",
    "Reduced latency by 40% in 2023",
  ])("%s is not", (line) => {
    expect(isDateLine(line)).toBe(false);
  });
});

/** A real resume laid out the way the outside tester's were: no standard heading for most parts. */
const UNUSUAL_HEADINGS = [
  "**Arjun Nair**",
  "arjun.nair@gmail.com | +91 98450 12345 | linkedin.com/in/arjunnair | github.com/arjunnair",
  "# Academic Credentials",
  "**M.Tech, Computer Science, IIT Delhi**",
  "2016 – 2018, CGPA 8.7/10",
  "**B.Tech, Electronics, NIT Calicut**",
  "2012 – 2016, CGPA 8.1/10",
  "# Career Path",
  "**Senior Software Engineer, Flipkart Internet Pvt Ltd**",
  "- Jun 2021 – Present",
  "- Cut checkout latency from 900 ms to 250 ms for 40M monthly users",
  "- Led a team of 5 engineers migrating search to Elasticsearch",
  "**Software Engineer, Amazon Development Centre**",
  "Jul 2018 – May 2021",
  "- Built an inventory forecasting service in Java handling 2M requests a day",
  "**Intern, Samsung R&D Institute**",
  "May 2017 – Jul 2017",
  "- Developed an Android camera feature shipped on 3 phone models",
  "# Things I Built",
  "**Distributed key-value store (Go, Raft)**",
  "- Implemented Raft consensus; 50k writes/s on 3 nodes",
  "**Chess engine (C++)**",
  "- Wrote alpha-beta search reaching 2100 Elo on Lichess",
  "# Programming Languages",
  "Java, Go, Python, C++",
  "# Frameworks & Libraries",
  "Spring Boot, React, PyTorch",
  "# Developer Tools",
  "Git, Docker, Kubernetes, AWS",
  "# Honours & Awards",
  "- Winner, Flipkart GRiD hackathon 2020 (1st of 600 teams)",
  "# Leadership & Volunteering",
  "- Mentored 12 students in the Google Summer of Code 2022",
];

describe("comments never call a present section missing", () => {
  const asOf = new Date("2026-11-01T00:00:00Z");
  const facts = resumeFacts(resumeFromLines(UNUSUAL_HEADINGS), asOf);
  const comments = [
    ...academicBackground(facts).comments,
    ...workExperience(facts).comments,
    ...projectsAndResearch(facts).comments,
    ...skillsAndAchievements(facts).comments,
    ...formattingAndStructure(facts, sentiment(facts.doc.text)).structure,
  ];

  it("finds every section of a resume with unusual headings", () => {
    const { present, lines } = facts.sections;
    for (const key of ["education", "experience", "projects", "skills", "awards", "activities"]) {
      expect(present[key as keyof typeof present], key).toBe(true);
    }
    expect(lines.education).toHaveLength(4);
    expect(lines.experience).toHaveLength(10);
    expect(lines.projects).toHaveLength(4);
  });

  it("says nothing is missing and the skills are grouped", () => {
    expect(comments.filter((c) => /^Add (an?|the missing) /.test(c))).toEqual([]);
    expect(comments.filter((c) => /Group your skills/.test(c))).toEqual([]);
  });

  it("scores the education and experience it found", () => {
    expect(academicBackground(facts).score).toBeGreaterThanOrEqual(80);
    expect(workExperience(facts).score).toBeGreaterThanOrEqual(60);
  });

  it("never reads a date line as a duty", () => {
    expect(comments.join("\n")).not.toMatch(/'Jun 2021|'Jul 2018|starts with 'Jun'/);
  });
});

describe("an empty heading", () => {
  it("is present and empty: no category asks to add it, none fails on it", () => {
    const facts = resumeFacts(
      resumeFromLines(["**Asha**", "# Education", "# Experience", "# Skills", "Python, Java, SQL"]),
      new Date("2026-11-01T00:00:00Z"),
    );
    expect(facts.sections.empty).toEqual(["education", "experience"]);
    expect(academicBackground(facts).comments).toEqual([]);
    expect(workExperience(facts).comments).toEqual([]);
    const structure = formattingAndStructure(facts, sentiment(facts.doc.text)).structure;
    expect(structure.filter((c) => /nothing under it/.test(c))).toHaveLength(2);
  });
});
