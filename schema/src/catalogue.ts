/** The catalogue file format: what `npm run catalogue:import` accepts and the sample ships. */
import { z } from "zod";

export const US_STATE_CODES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

export const UNIVERSITY_TYPES = ["Public", "Private"] as const;
export const CLIMATES = ["Warm", "Hot", "Cold"] as const;

/** Graduate course (program) codes of the spec's course lists. */
export const COURSE_CODES = [
  "BE",
  "BM",
  "CH",
  "CV",
  "CE",
  "EE",
  "EM",
  "IS",
  "ME",
  "CS",
  "DS",
] as const;
export const GRE_POLICIES = ["Required", "Optional", "Not Required"] as const;
export const NETWORK_BUILDING = ["Excellent", "Good", "Average"] as const;

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
  universityType: z.enum(UNIVERSITY_TYPES),
  /** Percent, 0-100. */
  acceptanceRate: z.number().min(0).max(100),
  /** USD a year (out-of-state, undergraduate sticker price from the federal data). */
  tuition: z.number().int().nonnegative(),
  climate: z.enum(CLIMATES),
  meanTemperatureF: z.number(),
  researchTier: z.enum(["R1", "R2"]),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const catalogueCourseSchema = z.object({
  courseId: z.number().int().positive(),
  universityId: z.number().int().positive(),
  courseName: z.string().min(2).max(200),
  degreeCode: z.enum(COURSE_CODES),
  degree: z.string().min(1).max(20),
  courseRanking: z.number().int().min(1),
  /** USD a year for the program. */
  tuition: z.number().int().nonnegative(),
  courseDurationMonths: z.number().int().min(6).max(48),
  /** Percent, 0-100. */
  acceptanceRate: z.number().min(0).max(100),
  greAvg: z.number().int().min(260).max(340).nullable(),
  greMin: z.number().int().min(260).max(340).nullable(),
  gpaAvg: z.number().min(0).max(4),
  gpaMin: z.number().min(0).max(4),
  toeflMin: z.number().int().min(0).max(120),
  ieltsMin: z.number().min(0).max(9),
  greRequired: z.object({
    international: z.enum(GRE_POLICIES),
    domestic: z.enum(GRE_POLICIES),
  }),
  networkBuilding: z.enum(NETWORK_BUILDING),
  deadlines: deadlinesSchema,
  /**
   * Admits in real decisions that gpaAvg and greAvg were derived from; 0 when the figures are
   * the catalogue's own (docs/catalogue.md, "Reported figures"). Admit chances show a narrower
   * range where the figures are known this way.
   */
  reportedAdmits: z.number().int().nonnegative().default(0),
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

/** One file per collection, each a JSON array; the file names an import directory must hold. */
export const CATALOGUE_FILES = {
  universities: "universities.json",
  courses: "courses.json",
  undergradUniversities: "undergrad-universities.json",
  undergradCourses: "undergrad-courses.json",
  conferences: "conferences.json",
  journals: "journals.json",
} as const;

export type CatalogueUniversity = z.infer<typeof catalogueUniversitySchema>;
export type CatalogueCourse = z.infer<typeof catalogueCourseSchema>;
export type CatalogueUndergradUniversity = z.infer<typeof catalogueUndergradUniversitySchema>;
export type CatalogueUndergradCourse = z.infer<typeof catalogueUndergradCourseSchema>;
export type CatalogueConference = z.infer<typeof catalogueConferenceSchema>;
export type CatalogueJournal = z.infer<typeof catalogueJournalSchema>;
export type Deadlines = z.infer<typeof deadlinesSchema>;
