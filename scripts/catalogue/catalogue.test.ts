/** The full build on the real inputs: determinism, schema validity and internal consistency. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  CATALOGUE_FILES,
  COURSE_CODES,
  catalogueConferenceSchema,
  catalogueJournalSchema,
  catalogueUndergradCourseSchema,
  catalogueUndergradUniversitySchema,
  validateCatalogue,
} from "@gradplan/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildCatalogue, type Catalogue, readSource, serialiseCatalogue } from "./build";
import { climateFor } from "./climate";
import { courseIdFor } from "./codes";
import { GRE_STRICTNESS, ieltsForToefl } from "./courses";
import { addDays } from "./deadlines";
import { roundTo } from "./prng";
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
    expect(universities.length).toBeGreaterThan(230);
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

  it("gives every course internally consistent numbers", () => {
    const universityIds = new Set(catalogue.universities.map((u) => u.universityId));
    for (const c of catalogue.courses) {
      expect(universityIds.has(c.universityId)).toBe(true);
      expect(c.courseId).toBe(courseIdFor(c.universityId, c.degreeCode));
      expect(c.gpaMin).toBeLessThanOrEqual(roundTo(c.gpaAvg - 0.2, 2));
      if (c.greMin !== null && c.greAvg !== null) expect(c.greMin).toBeLessThanOrEqual(c.greAvg);
      expect(GRE_STRICTNESS[c.greRequired.domestic]).toBeLessThanOrEqual(
        GRE_STRICTNESS[c.greRequired.international],
      );
      expect(c.ieltsMin).toBe(ieltsForToefl(c.toeflMin));
      const fall = c.deadlines.fall_semester;
      expect(fall).toBeDefined();
      for (const semester of Object.values(c.deadlines)) {
        if (semester === undefined || "final_application_submission" in semester) continue;
        for (const entry of [semester.international, semester.domestic]) {
          const regular = entry.regular_deadline!;
          if (entry.early_deadline) expect(entry.early_deadline < regular).toBe(true);
          if (entry.priority_deadline) expect(entry.priority_deadline < regular).toBe(true);
        }
        const intl = semester.international.regular_deadline!;
        const dom = semester.domestic.regular_deadline!;
        expect(dom >= intl && dom <= addDays(intl, 31)).toBe(true);
      }
    }
  });

  it("ranks programs 1..N per code, better universities first", () => {
    const byId = new Map(catalogue.universities.map((u) => [u.universityId, u]));
    for (const code of COURSE_CODES) {
      const courses = catalogue.courses.filter((c) => c.degreeCode === code);
      const ranks = courses.map((c) => c.courseRanking).sort((a, b) => a - b);
      expect(ranks).toEqual(courses.map((_, i) => i + 1));
      const meanRank = (tier: "R1" | "R2") => {
        const tiered = courses.filter((c) => byId.get(c.universityId)?.researchTier === tier);
        return tiered.reduce((sum, c) => sum + c.courseRanking, 0) / tiered.length;
      };
      if (courses.some((c) => byId.get(c.universityId)?.researchTier === "R2")) {
        expect(meanRank("R1")).toBeLessThan(meanRank("R2"));
      }
    }
    const stanfordCs = catalogue.courses.find(
      (c) => c.universityId === 243744 && c.degreeCode === "CS",
    );
    expect(stanfordCs!.courseRanking).toBeLessThanOrEqual(10);
  });

  it("offers CS everywhere, 6-10 programs at R1s and 3-6 at R2s", () => {
    for (const u of catalogue.universities) {
      const codes = catalogue.courses.filter((c) => c.universityId === u.universityId);
      expect(codes.map((c) => c.degreeCode)).toContain("CS");
      const [min, max] = u.researchTier === "R1" ? [6, 10] : [3, 6];
      expect(codes.length).toBeGreaterThanOrEqual(min);
      expect(codes.length).toBeLessThanOrEqual(max);
    }
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
    for (const code of COURSE_CODES) expect(courses.map((c) => c.courseCode)).toContain(code);
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
