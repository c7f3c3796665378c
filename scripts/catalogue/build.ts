/**
 * The whole catalogue, built in memory from the raw inputs and validated against the shared
 * schema before anything is written. Kept free of file writes so tests can build it twice and
 * compare, and so the entry script stays a thin shell.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  CATALOGUE_FILES,
  type CatalogueConference,
  type CatalogueCourse,
  type CatalogueJournal,
  type CatalogueUndergradCourse,
  type CatalogueUndergradUniversity,
  type CatalogueUniversity,
  catalogueConferenceSchema,
  catalogueCourseSchema,
  catalogueJournalSchema,
  catalogueUndergradCourseSchema,
  catalogueUndergradUniversitySchema,
  catalogueUniversitySchema,
} from "@gradplan/schema";
import { z } from "zod";
import { parseStateTemperatures } from "./climate";
import { CONFERENCES } from "./conferences";
import { buildCourses } from "./courses";
import { JOURNALS } from "./journals";
import { buildUndergradUniversities, UNDERGRAD_COURSES } from "./undergrad";
import { buildUniversities, type ExcludedInstitution } from "./universities";

/** The raw input files, by the names the data README gives them. */
export const SOURCE_FILES = {
  usInstitutions: "us-institutions.csv",
  stateTemperatures: "us-state-mean-temperature-f.tsv",
  worldUniversities: "world-universities.json",
  worldUniversitiesLicence: "world-universities.LICENSE.txt",
} as const;

export interface CatalogueSource {
  usInstitutionsCsv: string;
  stateTemperaturesTsv: string;
  worldUniversities: unknown;
}

export interface Catalogue {
  universities: CatalogueUniversity[];
  courses: CatalogueCourse[];
  undergradUniversities: CatalogueUndergradUniversity[];
  undergradCourses: CatalogueUndergradCourse[];
  conferences: CatalogueConference[];
  journals: CatalogueJournal[];
}

export type CollectionName = keyof typeof CATALOGUE_FILES;

export function readSource(sourceDir: string): CatalogueSource {
  const read = (file: string) => readFileSync(join(sourceDir, file), "utf8");
  return {
    usInstitutionsCsv: read(SOURCE_FILES.usInstitutions),
    stateTemperaturesTsv: read(SOURCE_FILES.stateTemperatures),
    worldUniversities: JSON.parse(read(SOURCE_FILES.worldUniversities)),
  };
}

export function buildCatalogue(source: CatalogueSource): {
  catalogue: Catalogue;
  excluded: ExcludedInstitution[];
} {
  const temperatures = parseStateTemperatures(source.stateTemperaturesTsv);
  const { universities, excluded } = buildUniversities(source.usInstitutionsCsv, temperatures);
  const catalogue: Catalogue = {
    universities,
    courses: buildCourses(universities),
    undergradUniversities: buildUndergradUniversities(source.worldUniversities),
    undergradCourses: [...UNDERGRAD_COURSES],
    conferences: [...CONFERENCES],
    journals: [...JOURNALS],
  };
  validateCatalogue(catalogue);
  return { catalogue, excluded };
}

const SCHEMAS: { [K in CollectionName]: z.ZodType<Catalogue[K][number]> } = {
  universities: catalogueUniversitySchema,
  courses: catalogueCourseSchema,
  undergradUniversities: catalogueUndergradUniversitySchema,
  undergradCourses: catalogueUndergradCourseSchema,
  conferences: catalogueConferenceSchema,
  journals: catalogueJournalSchema,
};

/** Every key is unique; `what` names the collection and key in the error. */
function assertUnique<T>(items: readonly T[], keyOf: (item: T) => string, what: string): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const item of items) {
    const key = keyOf(item);
    if (seen.has(key)) problems.push(`${what}: duplicate "${key}"`);
    seen.add(key);
  }
  return problems;
}

/**
 * Validate every row against the shared zod schemas and the cross-row rules the importer and
 * the product rely on (unique ids and names, courses pointing at known universities, ranks
 * unique per code). Throws one error listing the first problems.
 */
export function validateCatalogue(catalogue: Catalogue): void {
  const problems: string[] = [];
  for (const name of Object.keys(SCHEMAS) as CollectionName[]) {
    const result = z.array(SCHEMAS[name]).safeParse(catalogue[name]);
    if (!result.success) {
      for (const issue of result.error.issues.slice(0, 10)) {
        problems.push(`${CATALOGUE_FILES[name]} [${issue.path.join(".")}]: ${issue.message}`);
      }
    }
  }
  const { universities, courses } = catalogue;
  problems.push(
    ...assertUnique(universities, (u) => String(u.universityId), "universities.universityId"),
    ...assertUnique(universities, (u) => u.name, "universities.name"),
    ...assertUnique(courses, (c) => String(c.courseId), "courses.courseId"),
    ...assertUnique(courses, (c) => `${c.degreeCode}#${c.courseRanking}`, "courses.rank per code"),
    ...assertUnique(
      catalogue.undergradUniversities,
      (u) => `${u.name} (${u.countryCode})`,
      "undergrad-universities.name+countryCode",
    ),
    ...assertUnique(catalogue.undergradCourses, (c) => c.courseName, "undergrad-courses.name"),
    ...assertUnique(catalogue.conferences, (c) => c.name, "conferences.name"),
    ...assertUnique(catalogue.conferences, (c) => c.acronym, "conferences.acronym"),
    ...assertUnique(catalogue.journals, (j) => j.name, "journals.name"),
  );
  const universityIds = new Set(universities.map((u) => u.universityId));
  for (const course of courses) {
    if (!universityIds.has(course.universityId)) {
      problems.push(
        `courses: ${course.courseId} points at unknown university ${course.universityId}`,
      );
    }
  }
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
