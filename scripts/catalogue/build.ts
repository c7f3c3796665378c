/**
 * The whole catalogue, built in memory from the raw inputs and validated against the shared
 * schema before anything is written. Kept free of file writes so tests can build it twice and
 * compare, and so the entry script stays a thin shell.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  CATALOGUE_FILES,
  type Catalogue,
  type CatalogueUniversity,
  type CollectionName,
  duplicateKeys,
  programSelectivity,
  validateCatalogue,
} from "@gradplan/schema";
import { aliasContext, universityAliases } from "./aliases";
import { parseStateTemperatures } from "./climate";
import { CONFERENCES } from "./conferences";
import {
  type DirectoryEntry,
  decodeIpeds,
  IPEDS_FILES,
  ipedsUnitidOf,
  MASTERS_YEAR,
  mastersAwardedIn,
  parseCompletions,
  parseDirectory,
  parseGraduateCharges,
} from "./ipeds";
import { buildIpedsPrograms } from "./ipeds-programs";
import { buildIpedsUniversities, type ExcludedInstitution } from "./ipeds-universities";
import { JOURNALS } from "./journals";
import { applyReportedFigures, REPORTED_FIGURES, type ReportedFigures } from "./reported-figures";
import { buildUndergradUniversities, UNDERGRAD_COURSES } from "./undergrad";

/** The raw input files, by the names the data README gives them. */
export const SOURCE_FILES = {
  usInstitutions: "us-institutions.csv",
  stateTemperatures: "us-state-mean-temperature-f.tsv",
  worldUniversities: "world-universities.json",
  worldUniversitiesLicence: "world-universities.LICENSE.txt",
  ipedsDirectory: IPEDS_FILES.directory,
  ipedsMasters: IPEDS_FILES.masters,
  ipedsCharges: IPEDS_FILES.charges,
} as const;

export interface CatalogueSource {
  usInstitutionsCsv: string;
  stateTemperaturesTsv: string;
  worldUniversities: unknown;
  ipedsDirectoryCsv: string;
  ipedsMastersCsv: string;
  ipedsChargesCsv: string;
}

export type { Catalogue, CollectionName };

export function readSource(sourceDir: string): CatalogueSource {
  const read = (file: string) => readFileSync(join(sourceDir, file), "utf8");
  return {
    usInstitutionsCsv: read(SOURCE_FILES.usInstitutions),
    stateTemperaturesTsv: read(SOURCE_FILES.stateTemperatures),
    worldUniversities: JSON.parse(read(SOURCE_FILES.worldUniversities)),
    ipedsDirectoryCsv: decodeIpeds(readFileSync(join(sourceDir, SOURCE_FILES.ipedsDirectory))),
    ipedsMastersCsv: decodeIpeds(readFileSync(join(sourceDir, SOURCE_FILES.ipedsMasters))),
    ipedsChargesCsv: decodeIpeds(readFileSync(join(sourceDir, SOURCE_FILES.ipedsCharges))),
  };
}

/**
 * The real catalogue (docs/catalogue.md): universities and programs from IPEDS, the GPA and GRE
 * averages of real reported admits where a program has enough (`reported`, reported-figures.ts),
 * each program's selectivity as the admit model learnt it (schema/src/admissions/selectivity.ts),
 * and the reference lists the profile forms use.
 */
export function buildCatalogue(
  source: CatalogueSource,
  { reported = REPORTED_FIGURES }: { reported?: readonly ReportedFigures[] } = {},
): {
  catalogue: Catalogue;
  excluded: ExcludedInstitution[];
} {
  const completions = parseCompletions(source.ipedsMastersCsv);
  const built = buildIpedsUniversities({
    directory: parseDirectory(source.ipedsDirectoryCsv),
    completions,
    charges: parseGraduateCharges(source.ipedsChargesCsv),
    temperatures: parseStateTemperatures(source.stateTemperaturesTsv),
  });
  const universities = withSearchNames(built.universities, source);
  const byCourse = new Map(reported.map((r) => [ipedsCourseIdOf(r.courseId), r]));
  const byUniversity = new Map(universities.map((u) => [u.universityId, u]));
  const catalogue: Catalogue = {
    universities,
    courses: buildIpedsPrograms(universities, completions).map((c) => {
      const course = applyReportedFigures(c, byCourse.get(c.courseId));
      // Learnt from decisions where there were some, the catalogue's prior where not.
      return {
        ...course,
        selectivity: programSelectivity(course, byUniversity.get(course.universityId)!),
      };
    }),
    undergradUniversities: buildUndergradUniversities(source.worldUniversities),
    undergradCourses: [...UNDERGRAD_COURSES],
    conferences: [...CONFERENCES],
    journals: [...JOURNALS],
  };
  validateCatalogue(catalogue);
  assertCatalogueRules(catalogue);
  return { catalogue, excluded: built.excluded };
}

/** The sample's course id of a university it filed under another id, as IPEDS files it. */
const ipedsCourseIdOf = (courseId: number): number =>
  ipedsUnitidOf(Math.floor(courseId / 100)) * 100 + (courseId % 100);

/**
 * Each university's aliases (aliases.ts) and its Master's count, joined on the IPEDS unitid, so
 * they follow the university whatever list of programs it is given.
 */
function withSearchNames(
  universities: CatalogueUniversity[],
  source: CatalogueSource,
): CatalogueUniversity[] {
  const directory = parseDirectory(source.ipedsDirectoryCsv);
  const byUnitid = new Map<number, DirectoryEntry>(directory.map((e) => [e.unitid, e]));
  const context = aliasContext(directory);
  const masters = mastersAwardedIn(source.ipedsMastersCsv, MASTERS_YEAR);
  return universities.map((u) => {
    const unitid = ipedsUnitidOf(u.universityId);
    return {
      ...u,
      aliases: universityAliases(u.name, unitid, byUnitid.get(unitid), context),
      mastersAwarded: masters.get(unitid) ?? 0,
    };
  });
}

/**
 * Rules of the built catalogue on top of what any imported catalogue must meet
 * (validateCatalogue): university names and conference acronyms are unique.
 */
function assertCatalogueRules(catalogue: Catalogue): void {
  const problems = [
    ...duplicateKeys(catalogue.universities, (u) => u.name, "universities name"),
    ...duplicateKeys(catalogue.conferences, (c) => c.acronym, "conferences acronym"),
  ];
  if (problems.length > 0) {
    throw new Error(`catalogue failed validation:\n  ${problems.slice(0, 30).join("\n  ")}`);
  }
}

/** A JSON array with one object a line: diff-friendly and byte-stable. */
export function serialiseCollection(items: readonly unknown[]): string {
  if (items.length === 0) return "[]\n";
  return `[\n${items.map((item) => JSON.stringify(item)).join(",\n")}\n]\n`;
}

/** File name -> file content for the six catalogue files. */
export function serialiseCatalogue(catalogue: Catalogue): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of Object.keys(CATALOGUE_FILES) as CollectionName[]) {
    files.set(CATALOGUE_FILES[name], serialiseCollection(catalogue[name]));
  }
  return files;
}
