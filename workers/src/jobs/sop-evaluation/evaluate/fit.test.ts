/**
 * Program fit recognises the program (issue 34): its catalogue aliases and short names, a
 * "Why <university>?" heading, the people, labs, courses and research it names; comments never
 * say missing what is there, and the fit paragraph counts in the fit and the overall score.
 */
import type { SopEvaluation } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { NO_LANGUAGE_ISSUES } from "../../../language/testing";
import { reasonsIn } from "./fit";
import { evaluateSop, type SopContext } from "./index";
import { universityMatcher } from "./names";
import { FIXTURE_CONTEXT, fixtureParagraphs } from "./testing";

/** The catalogue's aliases (data/catalogue/universities.json) of the universities used here. */
const ALIASES: Record<string, string[]> = {
  "Carnegie Mellon University": ["Carnegie Mellon", "CMU"],
  "Central Michigan University": ["CMU"],
  "University of Michigan, Ann Arbor": [
    "U of Michigan",
    "U of M",
    "Univ of Michigan",
    "U Michigan Ann Arbor",
    "UMich",
    "UM Ann Arbor",
    "UMAA",
  ],
  "Georgia Institute of Technology": ["Georgia Tech", "GIT"],
  "Georgia State University": ["GSU"],
  "Michigan Technological University": ["Michigan Tech", "MTU", "MT"],
};
const CMU: SopContext = { ...FIXTURE_CONTEXT, universityAliases: ALIASES };

const strong = fixtureParagraphs("1-strong.txt");
const FIT_PARAGRAPH = strong.findIndex((p) => p.startsWith("Carnegie Mellon is where"));
const join = (paragraphs: readonly string[]) => paragraphs.join("\n\n");

/**
 * The strong SOP under `short`, with `fit` as its fit paragraph(s); its opening's "Carnegie
 * Mellon University" becomes `university`, so an SOP for another program does not name CMU.
 */
function sopWith(short: string, fit: string[], university = "Carnegie Mellon University"): string {
  return join([
    ...strong
      .slice(0, FIT_PARAGRAPH)
      .map((p) => p.replace("Carnegie Mellon University", university)),
    ...fit,
    `I am ready for the pace of graduate study at ${short}. I bring a record of building and measuring real systems, a published paper, and the habit of asking what a system will do when ten thousand people use it at once.`,
  ]);
}

/** The issue's SOP: six professors, a lab and a "why" paragraph, all under the short name. */
const SIX_PROFESSORS = [
  "I want to study at CMU because its database and storage research is where my work leads. Professors Andy Pavlo and Todd Mowry work on the self-driving database systems and memory systems I have been reading about, and Prof. Greg Ganger's Parallel Data Lab studies storage for large clusters, which builds directly on my compaction project. Dr. Phillip Gibbons, Professor Jignesh Patel and Professor Dave Andersen also work on data systems, and I hope to do a research project with one of them.",
];

function fit(e: SopEvaluation) {
  return e.parts.find((p) => p.part === "program_fit")!;
}

const MISSING_CLAIMS = /none are named|never mentions|Name the program/;

describe("the program by its short names (catalogue aliases)", () => {
  it("credits the issue's SOP: six professors and a lab under the short name", () => {
    const e = evaluateSop(sopWith("CMU", SIX_PROFESSORS), CMU, NO_LANGUAGE_ISSUES);
    expect(fit(e).score).toBeGreaterThanOrEqual(80);
    expect(fit(e).comments.join(" ")).not.toMatch(MISSING_CLAIMS);
  });

  it("names a university by an alias only the catalogue knows ('UMich')", () => {
    const umich: SopContext = {
      ...CMU,
      universityName: "University of Michigan, Ann Arbor",
    };
    const text = sopWith("UMich", [
      "UMich is where I can best prepare for this. Professor Barzan Mozafari's group works on approximate query processing, which continues my compaction project, and I want to take EECS 584 Advanced Database Systems.",
    ]);
    expect(fit(evaluateSop(text, umich, NO_LANGUAGE_ISSUES)).comments.join(" ")).not.toMatch(
      MISSING_CLAIMS,
    );
    const withoutAliases = { ...umich, universityAliases: {} };
    expect(fit(evaluateSop(text, withoutAliases, NO_LANGUAGE_ISSUES)).comments[0]).toContain(
      "never mentions University of Michigan, Ann Arbor",
    );
  });

  it("reads a state alone as the university only in a sentence about the program", () => {
    const m = universityMatcher(
      "University of Michigan, Ann Arbor",
      false,
      ALIASES["University of Michigan, Ann Arbor"],
    );
    const read = (t: string) =>
      evaluateSop(
        t,
        { ...CMU, universityName: "University of Michigan, Ann Arbor" },
        NO_LANGUAGE_ISSUES,
      );
    expect(m.weak).toContain("michigan");
    expect(
      fit(
        read(sopWith("Michigan", ["I am applying to Michigan because of its database courses."])),
      ).comments.join(" "),
    ).not.toMatch(/never mentions/);
    expect(
      fit(read("I grew up in Michigan and I like winters. I build storage systems.")).comments[0],
    ).toContain("never mentions");
  });
});

describe("short names the catalogue leaves out", () => {
  it("reads a state as the university in the paragraph naming its people and courses", () => {
    const illinois: SopContext = {
      ...CMU,
      universityName: "University of Illinois Urbana-Champaign",
    };
    const text = sopWith(
      "Illinois",
      [
        "Illinois is where I can best prepare for this. Professor Indranil Gupta's group works on distributed systems, which builds on my project, and I want to take CS 525 and CS 598 Cloud Computing.",
      ],
      "the University of Illinois Urbana-Champaign",
    );
    const e = evaluateSop(text, illinois, NO_LANGUAGE_ISSUES);
    expect(fit(e).comments).toEqual([]);
  });
});

describe("two-letter aliases and unnamed headings", () => {
  it("reads 'Why UW?' and its paragraph: people led by, courses, a link in 'My interest'", () => {
    const uw: SopContext = {
      ...CMU,
      universityName: "University of Washington",
      universityAliases: { "University of Washington": ["UW-Seattle", "UDub", "UW"] },
    };
    const text = join([
      ...strong
        .slice(0, FIT_PARAGRAPH)
        .map((p) => p.replace("Carnegie Mellon University", "the University of Washington")),
      "Why UW?",
      "My interest in storage is why the Allen School's database group, led by Magdalena Balazinska and Dan Suciu, draws me. I want to take CSE 544 Principles of Database Systems.",
    ]);
    const e = evaluateSop(text, uw, NO_LANGUAGE_ISSUES);
    expect(fit(e).comments).toEqual([]);
    // Two people and a course: two and a half of the three whole reasons that earn all points.
    expect(fit(e).score).toBeGreaterThanOrEqual(90);
  });
});

describe("what a reason is worth", () => {
  it("counts people and labs as whole reasons, courses as halves: fit on courses alone is thin", () => {
    const courses = evaluateSop(
      sopWith("CMU", [
        "At CMU I want to take 15-721 Advanced Database Systems, 15-440 Distributed Systems and 15-746 Storage Systems, which build directly on my compaction project.",
      ]),
      CMU,
      NO_LANGUAGE_ISSUES,
    );
    const people = evaluateSop(
      sopWith("CMU", [
        "At CMU I want to work with Professor Andy Pavlo, Professor Todd Mowry and Professor Greg Ganger, whose work builds directly on my compaction project.",
      ]),
      CMU,
      NO_LANGUAGE_ISSUES,
    );
    expect(fit(people).score).toBe(100);
    expect(fit(people).comments).toEqual([]);
    expect(fit(courses).score).toBeLessThanOrEqual(fit(people).score - 15);
    // Courses are what many programs offer: the comment asks for the people and labs.
    expect(fit(courses).comments).toEqual([
      "Give reasons that fit only Carnegie Mellon University besides 15-721, 15-440 and 15-746, which many programs offer: the professors, labs or research groups whose work matches yours.",
    ]);
  });
});

describe("a 'Why <university>?' paragraph", () => {
  const body =
    "Professor Andy Pavlo's Database Group works on self-driving databases, which builds directly on my compaction project, and I want to take 15-721 Advanced Database Systems and 15-440 Distributed Systems.";

  it("counts the paragraph under a 'Why CMU?' heading as the program's", () => {
    for (const heading of ["Why CMU?", "Why Carnegie Mellon", "Why this program?"]) {
      const e = evaluateSop(sopWith("CMU", [heading, body]), CMU, NO_LANGUAGE_ISSUES);
      expect(fit(e).comments.join(" "), heading).not.toMatch(/none are named|Give more reasons/);
      expect(fit(e).score, heading).toBeGreaterThanOrEqual(85);
    }
  });

  it("does not count a paragraph under a heading about the field", () => {
    const e = evaluateSop(
      // Without a wish ("I want to take 15-721"), which would make it the program's anyway.
      sopWith("CMU", [
        "Why Computer Science?",
        "The question I keep coming back to. Professor Andy Pavlo's Database Group works on self-driving databases, which builds directly on my compaction project.",
      ]),
      CMU,
      NO_LANGUAGE_ISSUES,
    );
    expect(fit(e).comments.join(" ")).toContain("Say why Carnegie Mellon University");
  });

  it("counts a paragraph that opens with the question", () => {
    const e = evaluateSop(sopWith("CMU", [`Why CMU? ${body}`]), CMU, NO_LANGUAGE_ISSUES);
    expect(fit(e).comments).toEqual([]);
  });
});

describe("comments never claim missing what is there", () => {
  it("still asks for reasons when the SOP has no fit paragraph", () => {
    const e = evaluateSop(
      join(strong.filter((_, i) => i !== FIT_PARAGRAPH)),
      CMU,
      NO_LANGUAGE_ISSUES,
    );
    // Its close still names the Parallel Data Lab: one reason left.
    expect(fit(e).comments.join(" ")).toContain(
      "Give more reasons that fit only Carnegie Mellon University besides Parallel Data Lab",
    );
  });

  it("says 'none are named' only when the SOP names none anywhere", () => {
    const plain = join([
      "I am applying to the MS in Computer Science at Carnegie Mellon University.",
      "I built a storage engine in my final year and measured it on a 500 GB dataset.",
    ]);
    expect(fit(evaluateSop(plain, CMU, NO_LANGUAGE_ISSUES)).comments.join(" ")).toContain(
      "none are named",
    );
    // A professor of the student's own college is named: no "none are named".
    const ownCollege = join([
      "I am applying to the MS in Computer Science at Carnegie Mellon University.",
      "I built a storage engine under Professor Meera Kulkarni in my final year.",
    ]);
    expect(fit(evaluateSop(ownCollege, CMU, NO_LANGUAGE_ISSUES)).comments.join(" ")).not.toContain(
      "none are named",
    );
  });

  it("lists the reasons it found when asking for more", () => {
    const text = sopWith("CMU", [
      "CMU is where I want to study. Professor Andy Pavlo's work on databases builds on my project.",
    ]);
    const comment = fit(evaluateSop(text, CMU, NO_LANGUAGE_ISSUES)).comments.join(" ");
    expect(comment).toContain(
      "Give more reasons that fit only Carnegie Mellon University besides Andy Pavlo",
    );
  });
});

describe("the fit paragraph counts", () => {
  it("lowers fit and the overall score when removed", () => {
    for (const [name, text] of [
      ["strong fixture", join(strong)],
      ["six professors", sopWith("CMU", SIX_PROFESSORS)],
    ] as const) {
      const paragraphs = text.split("\n\n");
      const at = paragraphs.findIndex((p) =>
        /^(Carnegie Mellon is where|I want to study at CMU)/.test(p),
      );
      const without = join(paragraphs.filter((_, i) => i !== at));
      const a = evaluateSop(text, CMU, NO_LANGUAGE_ISSUES);
      const b = evaluateSop(without, CMU, NO_LANGUAGE_ISSUES);
      expect(fit(b).score, name).toBeLessThan(fit(a).score - 20);
      expect(b.sop_overall_score, name).toBeLessThan(a.sop_overall_score);
    }
  });
});

describe("another SOP's university", () => {
  const other = (universityName: string): SopContext["otherSops"][number] => ({
    sop_name: universityName,
    text: "Another text.",
    universityName,
    courseName: null,
  });

  it("is found by its aliases", () => {
    const text = sopWith("CMU", [...SIX_PROFESSORS, "UMich has been my first choice for years."]);
    const context: SopContext = { ...CMU, otherSops: [other("University of Michigan, Ann Arbor")] };
    const comments = fit(evaluateSop(text, context, NO_LANGUAGE_ISSUES)).comments;
    expect(comments).toContain(
      '"UMich has been my first choice for years" names University of Michigan, Ann Arbor, the program of your SOP "University of Michigan, Ann Arbor": make this SOP about Carnegie Mellon University.',
    );
  });

  it("is not found by a short form this SOP's university shares", () => {
    const text = sopWith("CMU", SIX_PROFESSORS);
    for (const name of ["Central Michigan University", "Michigan Technological University"]) {
      const context: SopContext = { ...CMU, otherSops: [other(name)] };
      expect(
        fit(evaluateSop(text, context, NO_LANGUAGE_ISSUES)).comments.join(" "),
        name,
      ).not.toContain("the program of your SOP");
    }
    const gaTech: SopContext = {
      ...CMU,
      universityName: "Georgia Institute of Technology",
      otherSops: [other("Georgia State University")],
    };
    const georgia = sopWith("Georgia Tech", [
      "Georgia Tech is where I can best prepare for this. Professor Joy Arulraj's group works on database systems, which builds on my project, and I want to take CS 6422 Database System Implementation.",
    ]);
    expect(fit(evaluateSop(georgia, gaTech, NO_LANGUAGE_ISSUES)).comments.join(" ")).not.toContain(
      "the program of your SOP",
    );
  });
});

describe("reasonsIn", () => {
  const keys = (text: string, university = "Carnegie Mellon University") =>
    reasonsIn(text, universityMatcher(university, false, ALIASES[university])).map((r) => r.key);

  it("finds people: titled, in a list, by their group, one per surname", () => {
    expect(keys("Professors Andy Pavlo and Todd Mowry, and Prof. Pavlo again.")).toEqual([
      "person:pavlo",
      "person:mowry",
      "person:pavlo",
    ]);
    expect(keys("Andy Pavlo's Database Group builds NoisePage.")).toEqual(
      expect.arrayContaining(["person:pavlo", "lab:database group"]),
    );
    expect(keys("I hope to work with Zico Kolter on robust learning.")).toContain("person:kolter");
    expect(keys("I would like to work with Carnegie Mellon on this.")).toEqual([]);
  });

  it("finds labs and centres, not the university's own name", () => {
    expect(keys("The Parallel Data Lab and CyLab study storage.")).toEqual([
      "lab:parallel data lab",
      "lab:cylab",
    ]);
    expect(keys("the Center for Machine Learning and Health")).toEqual([
      "lab:center for machine learning health",
    ]);
    expect(
      keys("Georgia Institute of Technology is strong.", "Georgia Institute of Technology"),
    ).toEqual([]);
  });

  it("finds courses by code and by title, not test scores", () => {
    expect(keys("I want to take 15-721 Advanced Database Systems and CS 229.")).toEqual([
      "course:15721",
      "course:cs229",
    ]);
    expect(
      keys("courses such as Introduction to Machine Learning and Deep Learning Systems"),
    ).toEqual(["course:introduction to machine learning", "course:deep learning systems"]);
    expect(keys("My GRE 328 and TOEFL 112 scores.")).toEqual([]);
  });

  it("stays fast on long runs of capitals", () => {
    for (const run of [`take ${"Intro I ".repeat(3000)}`, `Professors ${"Ab, ".repeat(3000)}`]) {
      const start = performance.now();
      reasonsIn(run, null);
      expect(performance.now() - start).toBeLessThan(200);
    }
  });

  it("finds a research area of the program, not the student's own", () => {
    expect(keys("CMU's research in robot learning is what draws me.")).toEqual([
      "area:robot learning",
    ]);
    expect(keys("its strength in systems and software engineering")).toEqual([
      "area:systems software engineering",
    ]);
    expect(keys("My research in robot learning began in 2022.")).toEqual([]);
  });
});

describe("a paragraph about the program that never names it", () => {
  const unnamed = [
    "Specifically, I would be excited to work with Dr. Aditya Parameswaran and Dr. Joseph Hellerstein. My work on provenance summaries extended Dr. Parameswaran's smart drill-down system, and my interest in learned query optimisation overlaps greatly with Dr. Hellerstein's recent work.",
  ];
  const context: SopContext = {
    ...FIXTURE_CONTEXT,
    universityName: "University of California, Berkeley",
  };

  it("counts the people a student wishes to work with as the program's, and removing them lowers the fit", () => {
    const withPeople = evaluateSop(sopWith("Berkeley", unnamed), context, NO_LANGUAGE_ISSUES);
    const without = evaluateSop(sopWith("Berkeley", []), context, NO_LANGUAGE_ISSUES);
    expect(fit(withPeople).comments.join(" ")).not.toMatch(/none are named/);
    expect(fit(withPeople).score).toBeGreaterThan(fit(without).score);
    expect(withPeople.sop_overall_score).toBeGreaterThan(without.sop_overall_score);
  });

  it("does not count a past mentor as a reason to join", () => {
    const past = [
      "At my university I worked with Dr. Meera Iyer on provenance summaries, and she taught me how to read a systems paper.",
    ];
    const e = evaluateSop(sopWith("Berkeley", past), context, NO_LANGUAGE_ISSUES);
    expect(fit(e).comments.join(" ")).toMatch(/Say why|Give more reasons/);
  });
});

describe("another university's name where the SOP says where it is going", () => {
  const close = (university: string) =>
    `I am sure that the MS program at ${university} will give me the right platform for these goals.`;

  it("is called out as a leftover of a copy, and costs the fit", () => {
    const wrong = evaluateSop(
      sopWith("CMU", [close("the University of Texas at Dallas")]),
      CMU,
      NO_LANGUAGE_ISSUES,
    );
    const right = evaluateSop(
      sopWith("CMU", [close("Carnegie Mellon University")]),
      CMU,
      NO_LANGUAGE_ISSUES,
    );
    expect(fit(wrong).comments.join(" ")).toMatch(
      /names University of Texas.*, but this SOP is for Carnegie Mellon University/,
    );
    expect(fit(right).comments.join(" ")).not.toContain("but this SOP is for");
    expect(fit(wrong).score).toBeLessThan(fit(right).score);
  });

  it("leaves the student's own university alone", () => {
    const own = evaluateSop(
      sopWith("CMU", [
        "I graduated from Anna University with a degree in electronics, and I am applying to Carnegie Mellon to go deeper into storage.",
      ]),
      CMU,
      NO_LANGUAGE_ISSUES,
    );
    expect(fit(own).comments.join(" ")).not.toContain("but this SOP is for");
  });
});
