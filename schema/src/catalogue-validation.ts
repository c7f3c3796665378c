/**
 * Validation of a whole catalogue: every row against its schema, then the rules between rows
 * (unique keys, courses pointing at known universities). The importer and the sample builder
 * both call it, so a catalogue the builder writes is one the importer accepts.
 */
import { z } from "zod";
import {
  CATALOGUE_FILES,
  catalogueConferenceSchema,
  catalogueCourseSchema,
  catalogueJournalSchema,
  catalogueUndergradCourseSchema,
  catalogueUndergradUniversitySchema,
  catalogueUniversitySchema,
} from "./catalogue";

export const catalogueSchema = z.object({
  universities: z.array(catalogueUniversitySchema),
  courses: z.array(catalogueCourseSchema),
  undergradUniversities: z.array(catalogueUndergradUniversitySchema),
  undergradCourses: z.array(catalogueUndergradCourseSchema),
  conferences: z.array(catalogueConferenceSchema),
  journals: z.array(catalogueJournalSchema),
});
export type Catalogue = z.infer<typeof catalogueSchema>;
export type CollectionName = keyof Catalogue;

export class CatalogueError extends Error {}

/** The keys repeated in `items`, each named with `what` (file and field). */
export function duplicateKeys<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  what: string,
): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const item of items) {
    const key = keyOf(item);
    if (seen.has(key)) problems.push(`${what}: duplicate "${key}"`);
    seen.add(key);
  }
  return problems;
}

function rowProblems(raw: unknown): { catalogue?: Catalogue; problems: string[] } {
  const parsed = catalogueSchema.safeParse(raw);
  if (parsed.success) return { catalogue: parsed.data, problems: [] };
  const problems = parsed.error.issues.slice(0, 10).map((issue) => {
    const [collection, row, ...field] = issue.path.map(String);
    const file = CATALOGUE_FILES[collection as CollectionName] ?? collection;
    return `${file} row ${row}: ${field.join(".") || "row"}: ${issue.message}`;
  });
  return { problems };
}

function crossRowProblems(c: Catalogue): string[] {
  const universityIds = new Set(c.universities.map((u) => u.universityId));
  const orphans = c.courses
    .filter((course) => !universityIds.has(course.universityId))
    .map(
      (course) =>
        `courses.json: course ${course.courseId} names university ${course.universityId}, which universities.json does not hold`,
    );
  return [
    ...duplicateKeys(
      c.universities,
      (u) => String(u.universityId),
      "universities.json universityId",
    ),
    ...duplicateKeys(c.universities, (u) => u.name, "universities.json name"),
    ...duplicateKeys(c.courses, (k) => String(k.courseId), "courses.json courseId"),
    ...duplicateKeys(
      c.undergradUniversities,
      (u) => `${u.name} (${u.countryCode})`,
      "undergrad-universities.json name and countryCode",
    ),
    ...duplicateKeys(c.undergradCourses, (k) => k.courseName, "undergrad-courses.json courseName"),
    ...duplicateKeys(c.conferences, (k) => k.name, "conferences.json name"),
    ...duplicateKeys(c.journals, (j) => j.name, "journals.json name"),
    ...orphans,
  ];
}

/** The catalogue, typed, or a CatalogueError listing the first problems found. */
export function validateCatalogue(raw: unknown): Catalogue {
  const { catalogue, problems } = rowProblems(raw);
  const all = catalogue ? crossRowProblems(catalogue) : problems;
  if (!catalogue || all.length) throw new CatalogueError(all.slice(0, 10).join("; "));
  return catalogue;
}
