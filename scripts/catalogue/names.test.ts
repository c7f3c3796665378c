import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cleanInstitutionName, normaliseWebsite } from "./names";
import { sourceAvailable, sourceDir } from "./test-paths";

describe("cleanInstitutionName", () => {
  it.each([
    ["Georgia Institute of Technology-Main Campus", "Georgia Institute of Technology"],
    ["University of California-Berkeley", "University of California, Berkeley"],
    ["University of Michigan-Ann Arbor", "University of Michigan, Ann Arbor"],
    ["Arizona State University Campus Immersion", "Arizona State University"],
    ["University of Illinois Urbana-Champaign", "University of Illinois Urbana-Champaign"],
    [
      "Indiana University-Purdue University-Indianapolis",
      "Indiana University-Purdue University Indianapolis",
    ],
    ["University of Pittsburgh-Pittsburgh Campus", "University of Pittsburgh"],
    ["University of Washington-Seattle Campus", "University of Washington"],
    ["University of Oklahoma-Norman Campus", "University of Oklahoma"],
    ["University of Akron Main Campus", "University of Akron"],
    ["University of Colorado Denver/Anschutz Medical Campus", "University of Colorado Denver"],
    ["University of Missouri-St Louis", "University of Missouri, St. Louis"],
    ["Washington University in St Louis", "Washington University in St. Louis"],
    ["University of St Thomas", "University of St. Thomas"],
    ["Texas A & M University-College Station", "Texas A&M University"],
    ["Texas A & M University-Kingsville", "Texas A&M University, Kingsville"],
    ["Alabama A & M University", "Alabama A&M University"],
    ["The University of Tennessee-Knoxville", "The University of Tennessee, Knoxville"],
    ["University of Maryland-Baltimore County", "University of Maryland, Baltimore County"],
    ["St. John's University-New York", "St. John's University"],
    ["SUNY at Albany", "University at Albany, SUNY"],
    ["Columbia University in the City of New York", "Columbia University"],
    ["Stanford University", "Stanford University"],
    ["William & Mary", "William & Mary"],
  ])("%s -> %s", (raw, clean) => {
    expect(cleanInstitutionName(raw)).toBe(clean);
  });

  it("keeps hyphenated place names that are not campus separators", () => {
    expect(cleanInstitutionName("Winston-Salem State University")).toBe(
      "Winston-Salem State University",
    );
  });

  it.skipIf(!sourceAvailable)("gives unique, suffix-free names for every real R1/R2 row", () => {
    const csv = readFileSync(`${sourceDir}/us-institutions.csv`, "utf8");
    const names = csv
      .split("\n")
      .filter((line) => /,(15|16)$/.test(line.trim()))
      .map((line) => cleanInstitutionName(line.split(",")[1] ?? ""));
    expect(names).toHaveLength(256);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(name).not.toMatch(/Campus|-Main|\bSt [A-Z]| & M /);
      expect(name).toBe(name.trim());
    }
  });
});

describe("normaliseWebsite", () => {
  it.each([
    ["www.aamu.edu/", "https://www.aamu.edu"],
    ["https://www.uab.edu/", "https://www.uab.edu"],
    ["http://Example.EDU/path/", "https://example.edu/path/"],
    ["ualr.edu/www/", "https://ualr.edu/www/"],
    ["www.llu.edu/index.html", "https://www.llu.edu"],
    ["NULL", null],
    ["", null],
  ])("%s -> %s", (raw, clean) => {
    expect(normaliseWebsite(raw)).toBe(clean);
  });
});
