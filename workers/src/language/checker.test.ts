/**
 * The language checker (harper.js with cspell's dictionaries): planted errors caught with
 * their correction, technical terms, names and layout left alone, the same pairs every time,
 * and the score. One checker for the file: its first lint compiles the WebAssembly (~5 s).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { checkLanguage, getLanguageChecker, layoutBlocks } from "./checker";
import { CLEAN } from "./dev-set/clean";
import { PLANTED } from "./dev-set/planted";
import { MAX_GRAMMAR_PAIRS } from "./grammar";

beforeAll(async () => {
  await getLanguageChecker();
}, 60_000);

async function pairs(...paragraphs: string[]) {
  return (await checkLanguage(paragraphs)).pairs;
}

describe("checkLanguage", () => {
  it("corrects misspellings, keeping the capital", async () => {
    expect(await pairs("Recieved the award for managment.")).toEqual([
      {
        original: "Recieved the award for managment.",
        corrected: "Received the award for management.",
      },
    ]);
    expect(await pairs("Exceded the target and trained a convolutional nueral network.")).toEqual([
      {
        original: "Exceded the target and trained a convolutional nueral network.",
        corrected: "Exceeded the target and trained a convolutional neural network.",
      },
    ]);
  });

  it("corrects a misspelt word of a title beside common words, never a name beside a name", async () => {
    // Real errors from the resume development set: course and unit names in title case.
    expect(await pairs("Relevant Coursework: Computer Architcecture, Operating Systems")).toEqual([
      {
        original: "Relevant Coursework: Computer Architcecture, Operating Systems",
        corrected: "Relevant Coursework: Computer Architecture, Operating Systems",
      },
    ]);
    expect(await pairs("Research Fellow, Departement of aerospace Science")).toEqual([
      {
        original: "Research Fellow, Departement of aerospace Science",
        corrected: "Research Fellow, Department of aerospace Science",
      },
    ]);
    for (const name of [
      "Vishal Rajput, Software Engineer",
      "Birla Institute of Technology and Science, Pilani",
      "Worked with Manish Sharma on the Osun State survey",
    ]) {
      expect(await pairs(name), name).toEqual([]);
    }
  });

  it("corrects an institution's word misspelt beside a name, never another language's form of it", async () => {
    expect(await pairs("BSc, Computer Science; Kookmin Unversity, Seoul")).toEqual([
      {
        original: "BSc, Computer Science; Kookmin Unversity, Seoul",
        corrected: "BSc, Computer Science; Kookmin University, Seoul",
      },
    ]);
    expect(await pairs("B.Sc., Karlsruhe Insitute of Technogy, 2016")).toEqual([
      {
        original: "B.Sc., Karlsruhe Insitute of Technogy, 2016",
        corrected: "B.Sc., Karlsruhe Institute of Technology, 2016",
      },
    ]);
    for (const name of [
      "B.Sc., Universitat Politecnica de Catalunya, Barcelona",
      "SolidWorks Associate certification from Dassault Systemes, 2019",
      "M.Sc., Pontificia Universidad Catolica de Chile",
      "Research intern, Karlsruher Institut fur Technologie, 2019",
    ]) {
      expect(await pairs(name), name).toEqual([]);
    }
  });

  it("corrects wrong words, agreement, articles, doubled words and apostrophes", async () => {
    const cases: [string, string][] = [
      ["Their are three reasons I applied.", "There are three reasons I applied."],
      ["I did not want to loose the chance.", "I did not want to lose the chance."],
      ["I has worked on three projects.", "I have worked on three projects."],
      ["Built a app for farmers.", "Built an app for farmers."],
      ["Talked to the the client.", "Talked to the client."],
      ["I dont want to stop here.", "I don't want to stop here."],
    ];
    for (const [original, corrected] of cases) {
      expect(await pairs(original)).toEqual([{ original, corrected }]);
    }
  });

  it("never flags technical terms, names, degrees or British spellings", async () => {
    expect(
      await pairs(
        "Trained a PyTorch model on Kubernetes with PostgreSQL, NumPy, scikit-learn and pandas.",
        "Designed a RISC-V core in Verilog, AUTOSAR components, and models in MATLAB and Simulink.",
        "Modelled the gearbox in SolidWorks and ANSYS; analysed a G+5 building in STAAD.Pro.",
        "Oluwaseun Adeyemi, Visvesvaraya Technological University, Thiruvananthapuram",
        "Nguyễn Văn An and Çağlar Yılmaz worked with Prof. Mohammadreza Hosseini.",
        "B.Tech, M.Tech, B.E., BSc (Hons), M.S. in Electrical Engineering",
        "The model had had no tests, and I knew that that was a risk.",
        // A product after the common noun that says what it is; an ʻokina inside a name.
        "I aligned the reads with the sequence analyzer Geneious and with BLAST.",
        "I studied marine biology at the University of Hawai‘i at Mānoa.",
        // Names after a title; technical words built on known ones.
        "I joined a project supervised by Professors Tellex and Konidaris, and Prof. Pulkit Agrawal.",
        "It covers demosaicing, denoising and foveated rendering with reweighting.",
      ),
    ).toEqual([]);
  });

  it("reads layout as layout: wraps, tabs, bullets, aligned dates, spaces", async () => {
    expect(
      await pairs(
        "Designed and built a data pipeline that ingests events from twelve",
        "services and writes hourly summaries to the warehouse.",
        "Software Engineer\tInfosys Limited\tJun 2021 – Present",
        "Research Intern, IISc Bangalore                    May 2020 – Jul 2020",
        "• Reduced API latency by 35% by adding a Redis cache.",
        "Languages:    Python,   C++,   Java",
        "Led a  team of five.",
      ),
    ).toEqual([]);
    expect(layoutBlocks(["Worked on the design of a", "new compiler.", "EDUCATION"])).toEqual([
      "Worked on the design of a new compiler.",
      "EDUCATION",
    ]);
  });

  it("finds an error in a wrapped line and quotes the joined sentence", async () => {
    expect(
      await pairs(
        "Designed a pipeline that ingests events from twelve",
        "services and writes hourly summeries to the warehouse.",
      ),
    ).toEqual([
      {
        original:
          "Designed a pipeline that ingests events from twelve services and writes hourly summeries to the warehouse.",
        corrected:
          "Designed a pipeline that ingests events from twelve services and writes hourly summaries to the warehouse.",
      },
    ]);
  });

  it("quotes a window of words around the correction in a long sentence", async () => {
    const long =
      "Designed and built a data pipeline that ingests events from twelve services, joins them with billing records, and writes hourly summaries to the warehouse for the finance dashbaord the next day.";
    expect(await pairs(long)).toEqual([
      {
        original: "…the warehouse for the finance dashbaord the next day.",
        corrected: "…the warehouse for the finance dashboard the next day.",
      },
    ]);
  });

  it("scores fewer issues higher, and counts every issue past the quoted pairs", async () => {
    const clean = await checkLanguage(["Led a team of five."]);
    const one = await checkLanguage(["Led a team of five and wrote the reprot."]);
    const two = await checkLanguage(["Led a team of five and wrote teh reprot."]);
    expect(clean.score).toBe(100);
    expect(one.score).toBe(92);
    expect(two.score).toBe(85);
    const many = await checkLanguage(
      Array.from({ length: 30 }, (_, i) => `Wrote the reprot number ${i}.`),
    );
    expect(many.pairs).toHaveLength(MAX_GRAMMAR_PAIRS);
    expect(many.counts.spelling).toBe(30);
  });

  it("gives the same pairs for the same input", async () => {
    const text = PLANTED.slice(0, 30).flatMap((p) => p.paragraphs);
    const first = await checkLanguage(text);
    expect(first.pairs.length).toBeGreaterThan(10);
    expect(await checkLanguage(text)).toEqual(first);
    // A fresh process's checker is the same one: a second call hands it back.
    expect(await getLanguageChecker()).toBe(await getLanguageChecker());
  });
});

describe("the development set", () => {
  it("catches at least 90% of the planted errors and flags no clean line", async () => {
    const checker = await getLanguageChecker();
    let caught = 0;
    for (const planted of PLANTED) {
      const { flags } = await checker.flags(planted.paragraphs, "combined");
      if (flags.some((f) => f.original.includes(planted.flag))) caught += 1;
    }
    expect(caught / PLANTED.length).toBeGreaterThanOrEqual(0.9);
    const flagged: string[] = [];
    for (const clean of CLEAN) {
      const { flags } = await checker.flags(clean.paragraphs, "combined");
      if (flags.length > 0) flagged.push(clean.paragraphs.join(" / "));
    }
    expect(flagged).toEqual([]);
  });
});
