/** The full build on the real inputs: determinism, schema validity, and the figures IPEDS gives. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  CATALOGUE_FILES,
  catalogueConferenceSchema,
  catalogueJournalSchema,
  catalogueUndergradCourseSchema,
  catalogueUndergradUniversitySchema,
  courseIdFor,
  SPEC_COURSE_CODES,
  validateCatalogue,
} from "@gradplan/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildCatalogue, type Catalogue, readSource, serialiseCatalogue } from "./build";
import { fieldOfCip } from "./cip-groups";
import { climateFor } from "./climate";
import { outputDir, sourceAvailable, sourceDir } from "./test-paths";

describe.skipIf(!sourceAvailable)("catalogue build", () => {
  let catalogue: Catalogue;
  beforeAll(() => {
    catalogue = buildCatalogue(readSource(sourceDir)).catalogue;
  });

  it("is deterministic: two builds serialise byte-identically", () => {
    const again = buildCatalogue(readSource(sourceDir)).catalogue;
    expect(serialiseCatalogue(again)).toEqual(serialiseCatalogue(catalogue));
  });

  it("validates as the importer will validate it", () => {
    expect(() => validateCatalogue(catalogue)).not.toThrow();
  });

  it("keeps the real universities recognisable and consistent", () => {
    const { universities } = catalogue;
    expect(universities.length).toBeGreaterThan(650);
    expect(new Set(universities.map((u) => u.name)).size).toBe(universities.length);
    const stanford = universities.find((u) => u.name === "Stanford University");
    expect(stanford).toMatchObject({ universityId: 243744, researchTier: "R1", state: "CA" });
    for (const u of universities) {
      expect(u.climate).toBe(climateFor(u.meanTemperatureF));
      expect(u.website === null || u.website.startsWith("https://")).toBe(true);
    }
  });

  it("gives universities the names students search by, the larger first where shared", () => {
    const named = (name: string) => catalogue.universities.find((u) => u.name === name)!;
    const expected = {
      "Massachusetts Institute of Technology": "MIT",
      "University of Illinois Urbana-Champaign": "UIUC",
      "Georgia Institute of Technology": "Georgia Tech",
      "University of Southern California": "USC",
      "The University of Texas at Austin": "UT Austin",
      "New York University": "NYU",
      "Carnegie Mellon University": "CMU",
      "Rensselaer Polytechnic Institute": "RPI",
    };
    for (const [name, alias] of Object.entries(expected))
      expect(named(name).aliases, name).toContain(alias);
    expect(named("University of South Carolina").aliases).toContain("USC");
    expect(named("Central Michigan University").aliases).toContain("CMU");
    const masters = (name: string) => named(name).mastersAwarded ?? 0;
    expect(masters("Carnegie Mellon University")).toBeGreaterThan(
      masters("Central Michigan University"),
    );
    expect(masters("University of Southern California")).toBeGreaterThan(
      masters("University of South Carolina"),
    );
    // Only a city, or a word of many names: left out (docs/catalogue.md, "Aliases").
    expect(named("University of Illinois Urbana-Champaign").aliases).not.toContain("Champaign");
    expect(named("University of Illinois Urbana-Champaign").aliases).not.toContain("Illinois");
  });

  it("lists the programs IPEDS says exist, and none it does not (issue 29)", () => {
    const programs = (universityId: number) =>
      catalogue.courses.filter((c) => c.universityId === universityId);
    const harvard = programs(166027).map((c) => c.courseName);
    expect(harvard).toContain("Computer Science");
    expect(harvard).not.toContain("Chemical Engineering");
    // The University of Central Missouri: 1,146 Master's in Computer Science in 2023-24.
    const ucmCs = programs(176965).find((c) => c.degreeCode === "CS");
    expect(ucmCs?.graduates?.["2024"]).toBe(1146);
    // Stanford's fee is its IPEDS 2023-24 graduate tuition and fees: 58,746 + 753.
    for (const c of programs(243744)) {
      expect(c.tuition).toBe(59_499);
      expect(c.sources?.tuition).toBe("ipeds-charges-2023-24");
    }
    // Penn State reported as one system (unitid 495767) until 2021: those years are not known.
    const pennStateCs = programs(214777).find((c) => c.degreeCode === "CS");
    expect(Object.keys(pennStateCs?.graduates ?? {})).toEqual(["2022", "2023", "2024"]);
  });

  it("shows no figure it has no source for", () => {
    const universityIds = new Set(catalogue.universities.map((u) => u.universityId));
    for (const c of catalogue.courses) {
      expect(universityIds.has(c.universityId)).toBe(true);
      expect(c.courseId).toBe(courseIdFor(c.universityId, c.degreeCode));
      for (const cip of c.cipCodes ?? []) expect(fieldOfCip(cip), cip).toBe(c.degreeCode);
      const recent = (["2022", "2023", "2024"] as const).reduce(
        (sum, y) => sum + (c.graduates?.[y] ?? 0),
        0,
      );
      expect(recent).toBeGreaterThan(0);
      expect(c).toMatchObject({
        courseRanking: null,
        acceptanceRate: null,
        courseDurationMonths: null,
        gpaMin: null,
        toeflMin: null,
        ieltsMin: null,
        greMin: null,
        greRequired: null,
        networkBuilding: null,
        deadlines: null,
      });
      // Averages only where real reported admits give them, and then both.
      expect(c.gpaAvg === null).toBe(c.reportedAdmits === 0);
      expect(c.greAvg === null).toBe(c.reportedAdmits === 0);
      expect(c.tuition === null).toBe(c.sources?.tuition === undefined);
    }
    for (const u of catalogue.universities) expect(u.acceptanceRate).toBeNull();
  });

  it("matches the committed data/catalogue files", () => {
    for (const [file, content] of serialiseCatalogue(catalogue)) {
      expect(readFileSync(join(outputDir, file), "utf8"), file).toBe(content);
    }
  });
});

describe("reference lists", () => {
  const read = (file: string): unknown => JSON.parse(readFileSync(join(outputDir, file), "utf8"));

  it("ship curated conferences, journals and undergrad courses", () => {
    const conferences = z.array(catalogueConferenceSchema).parse(read(CATALOGUE_FILES.conferences));
    const journals = z.array(catalogueJournalSchema).parse(read(CATALOGUE_FILES.journals));
    const courses = z
      .array(catalogueUndergradCourseSchema)
      .parse(read(CATALOGUE_FILES.undergradCourses));
    expect(conferences.length).toBeGreaterThanOrEqual(110);
    expect(journals.length).toBeGreaterThanOrEqual(110);
    expect(new Set(conferences.map((c) => c.acronym)).size).toBe(conferences.length);
    expect(new Set(journals.map((j) => j.name)).size).toBe(journals.length);
    expect(courses.length).toBeGreaterThanOrEqual(25);
    expect(courses.length).toBeLessThanOrEqual(40);
    expect(courses).toContainEqual({ courseName: "Information Technology", courseCode: "CS" });
    for (const code of SPEC_COURSE_CODES) expect(courses.map((c) => c.courseCode)).toContain(code);
  });

  it("ships the undergrad university list deduplicated and with its licence", () => {
    const list = z
      .array(catalogueUndergradUniversitySchema)
      .parse(read(CATALOGUE_FILES.undergradUniversities));
    const keys = list.map((u) => `${u.name}|${u.countryCode}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(list.length).toBeGreaterThan(10_000);
    expect(existsSync(join(outputDir, "world-universities.LICENSE.txt"))).toBe(true);
  });
});
