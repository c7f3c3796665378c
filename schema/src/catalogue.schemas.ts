/** The catalogue file format: what `npm run catalogue:import` accepts and the sample ships. */
import { z } from "zod";
import {
  CATALOGUE_FILES,
  CLIMATES,
  COURSE_CODES,
  GRE_POLICIES,
  latestDayOnEarth,
  NETWORK_BUILDING,
  RESEARCH_TIERS,
  SOURCE_URL_MAX_LENGTH,
  UNIVERSITY_ALIAS_MAX_LENGTH,
  UNIVERSITY_CONTROLS,
  UNIVERSITY_TYPES,
  US_STATE_CODES,
} from "./catalogue";
import { CATALOGUE_SOURCE_KEYS, GRADUATE_YEARS } from "./catalogue-sources";

const isoDate = z.iso.date();

export const semesterDeadlineSchema = z.object({
  rolling: z.boolean(),
  early_deadline: isoDate.nullable(),
  regular_deadline: isoDate.nullable(),
  priority_deadline: isoDate.nullable(),
});

/** Spec: a semester has either final_application_submission, or international and domestic entries. */
export const semesterDeadlinesSchema = z.union([
  z.object({
    final_application_submission: z.object({
      international_deadline: isoDate,
      domestic_deadline: isoDate,
    }),
  }),
  z.object({ international: semesterDeadlineSchema, domestic: semesterDeadlineSchema }),
]);

export const deadlinesSchema = z
  .object({
    fall_semester: semesterDeadlinesSchema.optional(),
    spring_semester: semesterDeadlinesSchema.optional(),
    summer_semester: semesterDeadlinesSchema.optional(),
  })
  .refine((d) => Object.keys(d).length > 0, "a course needs at least one semester's deadlines");

export const catalogueUniversitySchema = z.object({
  universityId: z.number().int().positive(),
  name: z.string().min(2).max(200),
  city: z.string().min(1).max(100),
  state: z.enum(US_STATE_CODES),
  website: z.string().max(300).nullable(),
  /**
   * Where its admissions emails come from (issue 17: decisions are read from these senders, and
   * their subdomains). Absent: the website's domain (mailDomainOf).
   */
  mailDomains: z
    .array(
      z.string().regex(/^(?=.{3,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, "must be a domain like cmu.edu"),
    )
    .max(10)
    .optional(),
  universityType: z.enum(UNIVERSITY_TYPES),
  /** IPEDS control, finer than the type: a for-profit university is Private for the filter. */
  control: z.enum(UNIVERSITY_CONTROLS).optional(),
  /**
   * Undergraduate admission rate, percent 0-100; null: not known. Never shown as a program's
   * rate (issue 29): the real catalogue leaves it null.
   */
  acceptanceRate: z.number().min(0).max(100).nullable(),
  /**
   * USD a year: graduate tuition and fees for a student from out of state (IPEDS 2023-24);
   * null: not reported. `tuitionInState` is the in-state figure (public universities differ).
   */
  tuition: z.number().int().nonnegative().nullable(),
  tuitionInState: z.number().int().nonnegative().nullable().optional(),
  climate: z.enum(CLIMATES),
  meanTemperatureF: z.number(),
  /** Carnegie 2021 research activity; null: neither R1 nor R2. */
  researchTier: z.enum(RESEARCH_TIERS).nullable(),
  /**
   * Ids the university was filed under before (the sample catalogue's College Scorecard id of
   * Penn State): an import moves what students saved at a former id's programs to this one's.
   */
  formerIds: z.array(z.number().int().positive()).max(10).optional(),
  /** Where the university's own application page is (IPEDS APPLURL); absent: not known. */
  applicationUrl: z.string().max(300).nullable().optional(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /**
   * Other names students search it by ("MIT", "UT Austin", "Georgia Tech"): suggestions match
   * them as they match the name, and answer the name. Absent: the name alone is searched.
   */
  aliases: z.array(z.string().trim().min(1).max(UNIVERSITY_ALIAS_MAX_LENGTH)).max(100).optional(),
  /**
   * Master's degrees it awarded in computing and engineering (IPEDS CIP 11 and 14) in the
   * catalogue's completions year: where a short form is shared (CMU, USC), the university with
   * more comes first. Absent: 0.
   */
  mastersAwarded: z.number().int().nonnegative().optional(),
});

/**
 * Where a course's figures and deadlines were checked: an http(s) address a student can open,
 * kept as written, trimmed (the column holds 500 characters; no spaces or control characters).
 */
export const sourceUrlSchema = z
  .httpUrl({ error: "must be an http:// or https:// address of a web page" })
  .max(SOURCE_URL_MAX_LENGTH, `must be at most ${SOURCE_URL_MAX_LENGTH} characters`)
  .regex(/^[^\s\p{Cc}]+$/u, "must not contain spaces or control characters");

/** The day someone checked the figures against the source: a real date, not in the future. */
export const verifiedAtSchema = z.iso
  .date({ error: "must be a real date written YYYY-MM-DD" })
  // Judged only on a real date: a malformed one has its own message.
  .refine(
    (day) => !z.regexes.date.test(day) || day <= latestDayOnEarth(),
    "must not be in the future",
  );

export const catalogueCourseSchema = z
  .object({
    courseId: z.number().int().positive(),
    universityId: z.number().int().positive(),
    courseName: z.string().min(2).max(200),
    degreeCode: z.enum(COURSE_CODES),
    degree: z.string().min(1).max(20),
    /** 1 = best; null: no sourced rank (docs/catalogue.md, "Rank"). */
    courseRanking: z.number().int().min(1).nullable(),
    /** USD a year for the program, out of state; null: not known. */
    tuition: z.number().int().nonnegative().nullable(),
    /** USD a year for an in-state student; absent or null: not known (or the same). */
    tuitionInState: z.number().int().nonnegative().nullable().optional(),
    courseDurationMonths: z.number().int().min(6).max(48).nullable(),
    /** Percent, 0-100; null: not known (no open source publishes program rates). */
    acceptanceRate: z.number().min(0).max(100).nullable(),
    greAvg: z.number().int().min(260).max(340).nullable(),
    greMin: z.number().int().min(260).max(340).nullable(),
    gpaAvg: z.number().min(0).max(4).nullable(),
    gpaMin: z.number().min(0).max(4).nullable(),
    toeflMin: z.number().int().min(0).max(120).nullable(),
    ieltsMin: z.number().min(0).max(9).nullable(),
    /** Null: the program's GRE policy is not known. */
    greRequired: z
      .object({
        international: z.enum(GRE_POLICIES),
        domestic: z.enum(GRE_POLICIES),
      })
      .nullable(),
    networkBuilding: z.enum(NETWORK_BUILDING).nullable(),
    /** Null: no sourced deadline (the page links the university's own instead). */
    deadlines: deadlinesSchema.nullable(),
    /** The IPEDS CIP 2020 codes the program groups (docs/catalogue.md, "Programs"). */
    cipCodes: z
      .array(z.string().regex(/^\d{2}\.\d{4}$/, "must be a CIP code like 11.0701"))
      .max(40)
      .optional(),
    /**
     * Master's degrees awarded per award year ("2024" = 2023-24), IPEDS Completions: the
     * program's size and trend. Absent: not known.
     */
    graduates: z
      .partialRecord(
        z.enum(GRADUATE_YEARS.map(String) as [string, ...string[]]),
        z.number().int().nonnegative(),
      )
      .optional(),
    /** Which source each figure comes from (CATALOGUE_SOURCES), by figure. */
    sources: z
      .object({
        tuition: z.enum(CATALOGUE_SOURCE_KEYS).optional(),
        graduates: z.enum(CATALOGUE_SOURCE_KEYS).optional(),
      })
      .optional(),
    /**
     * Admits in real decisions that gpaAvg and greAvg were derived from; 0 when the figures are
     * the catalogue's own (docs/catalogue.md, "Reported figures"). Admit chances show a narrower
     * range where the figures are known this way.
     */
    reportedAdmits: z.number().int().nonnegative().default(0),
    /**
     * How selective the program is, learned from real decisions and the catalogue's prior
     * (schema/src/admissions/selectivity.ts, docs/scoring.md "Selectivity"); absent or null: not
     * known, and chances there come from the profile alone.
     */
    selectivity: z
      .object({
        logit: z.number().min(-10).max(10),
        sd: z.number().min(0).max(10),
        decisions: z.number().int().nonnegative(),
        universityDecisions: z.number().int().nonnegative(),
      })
      .nullish(),
    /**
     * Provenance (docs/catalogue.md, "Where a course's figures come from"): the page the
     * figures and deadlines were checked against, and the day they were. Both or neither; a
     * course without them was not checked as a whole (its figures say their own sources, or that
     * they are not known). The IPEDS catalogue has none.
     */
    source_url: sourceUrlSchema.nullish(),
    verified_at: verifiedAtSchema.nullish(),
  })
  .superRefine((course, ctx) => {
    const url = course.source_url != null;
    const day = course.verified_at != null;
    if (url === day) return;
    ctx.addIssue({
      code: "custom",
      path: [url ? "verified_at" : "source_url"],
      message: url
        ? "is missing: a source_url needs the day the figures were checked against it"
        : "is missing: a verified_at needs the page the figures were checked against",
    });
  });

export const catalogueUndergradUniversitySchema = z.object({
  name: z.string().min(2).max(300),
  country: z.string().min(2).max(100),
  countryCode: z.string().length(2),
  stateProvince: z.string().max(200).nullable(),
});

export const catalogueUndergradCourseSchema = z.object({
  courseName: z.string().min(2).max(200),
  courseCode: z.string().min(2).max(4),
});

export const catalogueConferenceSchema = z.object({
  name: z.string().min(2).max(300),
  acronym: z.string().min(2).max(30),
  field: z.string().min(2).max(100),
});

export const catalogueJournalSchema = z.object({
  name: z.string().min(2).max(300),
  publisher: z.string().min(2).max(100),
  field: z.string().min(2).max(100),
});

export type CatalogueUniversity = z.infer<typeof catalogueUniversitySchema>;
export type CatalogueCourse = z.infer<typeof catalogueCourseSchema>;
export type CatalogueUndergradUniversity = z.infer<typeof catalogueUndergradUniversitySchema>;
export type CatalogueUndergradCourse = z.infer<typeof catalogueUndergradCourseSchema>;
export type CatalogueConference = z.infer<typeof catalogueConferenceSchema>;
export type CatalogueJournal = z.infer<typeof catalogueJournalSchema>;
export type Deadlines = z.infer<typeof deadlinesSchema>;

/**
 * Validation of a whole catalogue: every row against its schema, then the rules between rows
 * (unique keys, courses pointing at known universities). The importer and the sample builder
 * both call it, so a catalogue the builder writes is one the importer accepts.
 */

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

/** The key a person searches a file for, where a row has one: "courseId 24374409". */
const ROW_KEYS: Partial<Record<CollectionName, string>> = {
  universities: "universityId",
  courses: "courseId",
};

function rowName(raw: unknown, collection: string, row: string): string {
  const key = ROW_KEYS[collection as CollectionName];
  const rows = (raw as Record<string, unknown> | null)?.[collection];
  const value = key && Array.isArray(rows) ? (rows[Number(row)] as Record<string, unknown>) : null;
  const id = value?.[key as string];
  return typeof id === "number" || typeof id === "string"
    ? `row ${row} (${key} ${id})`
    : `row ${row}`;
}

function rowProblems(raw: unknown): { catalogue?: Catalogue; problems: string[] } {
  const parsed = catalogueSchema.safeParse(raw);
  if (parsed.success) return { catalogue: parsed.data, problems: [] };
  const problems = parsed.error.issues.slice(0, 10).map((issue) => {
    const [collection = "", row = "", ...field] = issue.path.map(String);
    const file = CATALOGUE_FILES[collection as CollectionName] ?? collection;
    return `${file} ${rowName(raw, collection, row)}: ${field.join(".") || "row"}: ${issue.message}`;
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
  // A former id moves saved rows to its university: it must not be a live university's own
  // id, and only one university may claim it.
  const formers = c.universities.flatMap((u) =>
    (u.formerIds ?? []).map((former) => ({ former, universityId: u.universityId })),
  );
  const liveFormers = formers
    .filter(({ former }) => universityIds.has(former))
    .map(
      ({ former, universityId }) =>
        `universities.json: university ${universityId} names ${former} among its formerIds, which is a university of the file`,
    );
  return [
    ...duplicateKeys(
      c.universities,
      (u) => String(u.universityId),
      "universities.json universityId",
    ),
    ...duplicateKeys(c.universities, (u) => u.name, "universities.json name"),
    ...duplicateKeys(formers, (f) => String(f.former), "universities.json formerIds"),
    ...liveFormers,
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
