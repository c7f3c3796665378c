/**
 * The two profile updates as the API receives them (spec 1 section 7), and the mapping between
 * the stored stats and the forms' drafts. Shapes are checked here with plain messages; the
 * spec's messages come from the section checks in sections.ts.
 */
import { z } from "zod";
import { STATS_SECTIONS, type StatsSection } from "./options";
import type {
  AcademicDraft,
  ExtracurricularDraft,
  ListDraft,
  TestsDraft,
  WorkDraft,
} from "./sections";
import type { StudentStats } from "./types";

const text = (max: number) => z.string().max(max);
const num = z.number({ error: "Scores and months must be numbers." });
const score = num.nullable().optional();

export const updateStudentInfoSchema = z.object({
  firstname: z.string({ error: "This field is required" }),
  lastname: z.string({ error: "This field is required" }),
  nationality: z.string().max(2).nullable().optional(),
  // Missing reads as null, so the section's checks answer with the spec's own messages
  // ('Date of birth is required', 'This field is required').
  dob: z.string().nullish(),
  gender: z.string().nullish(),
  category: z.string().nullish(),
  // Its length is checked by the section, with its own message.
  undergrad_university: z.string().nullish(),
});
export type UpdateStudentInfoInput = z.infer<typeof updateStudentInfoSchema>;

const sectionScores = z.object({
  writing: score,
  reading: score,
  speaking: score,
  listening: score,
  total_score: score,
  overall_band: score,
});

const activitySchema = z.object({
  activityType: text(100).nullable().optional(),
  organization: text(100).nullable().optional(),
  role: text(100).nullable().optional(),
  level: text(100).nullable().optional(),
  achievement: text(100).nullable().optional(),
});

const stringList = z.array(text(1000)).max(500).nullable();

/**
 * Every key is optional: a key left out keeps its stored value, a key sent as null clears it
 * (the spec sends empty arrays and objects as null). `section` names the modal being saved.
 */
export const updateStudentStatsSchema = z
  .object({
    degree: text(100).nullable(),
    program: text(100).nullable(),
    courses: z.array(text(10)).max(20).nullable(),
    course_names: z.array(text(200)).max(20).nullable(),
    current_education: text(100).nullable(),
    gpa: num.nullable(),
    english_scores: z
      .object({ toefl: sectionScores.optional(), ielts: sectionScores.optional() })
      .refine((v) => !(v.toefl && v.ielts), "Send scores of one English test only.")
      .nullable(),
    gre: z
      .object({
        verbal: score,
        quantitative: score,
        analytical_writing: score,
        total: score,
      })
      .nullable(),
    work_ex: z
      .object({ full: num.nullable().optional(), internship: num.nullable().optional() })
      .nullable(),
    extracurricular_activities: z.array(activitySchema).max(500).nullable(),
    research_papers: stringList,
    applying_semester: text(20).nullable(),
    gpa_ten_scale: num.nullable(),
    undergrad_course: z
      .object({
        course_name: text(1000).nullable().optional(),
        course_code: text(10).nullable().optional(),
      })
      .nullable(),
    conferences: stringList,
    section: z
      .enum(STATS_SECTIONS, { error: `section must be one of: ${STATS_SECTIONS.join(", ")}.` })
      .optional(),
  })
  .partial();
export type UpdateStudentStatsInput = z.infer<typeof updateStudentStatsSchema>;

type Stats = Omit<StudentStats, "student_id" | "answered_sections">;

export function academicDraftOf(s: Stats): AcademicDraft {
  return {
    degree: s.degree,
    areaOfStudy: s.program,
    specialization: s.courses ?? [],
    currentEducationLevel: s.current_education,
    applyingSemester: s.applying_semester,
    undergradCourseName: s.undergrad_course?.course_name ?? null,
  };
}

export function testsDraftOf(s: Stats, category: string | null): TestsDraft {
  const english = s.english_scores;
  const toefl = english && "toefl" in english ? english.toefl : null;
  const ielts = english && "ielts" in english ? english.ielts : null;
  const scores = toefl ?? ielts;
  return {
    category,
    gpaScale: s.gpa_ten_scale !== null ? 10 : 4,
    gpa: s.gpa_ten_scale ?? s.gpa,
    englishTest: toefl ? "TOEFL" : ielts ? "IELTS" : "None",
    englishScores: scores
      ? {
          writing: scores.writing,
          reading: scores.reading,
          speaking: scores.speaking,
          listening: scores.listening,
        }
      : {},
    aptitudeTest: s.gre ? "GRE" : "None",
    greScores: s.gre
      ? {
          verbal: s.gre.verbal,
          quantitative: s.gre.quantitative,
          analytical_writing: s.gre.analytical_writing,
        }
      : {},
  };
}

export function workDraftOf(s: Stats): WorkDraft {
  return {
    workExperience: s.work_ex !== null,
    fulltimeMonths: s.work_ex?.full ?? null,
    internshipMonths: s.work_ex?.internship ?? null,
  };
}

export function listDraftOf(items: string[] | null): ListDraft {
  return { enabled: items !== null && items.length > 0, items: items ?? [] };
}

export function extracurricularDraftOf(s: Stats): ExtracurricularDraft {
  const activities = s.extracurricular_activities ?? [];
  return { enabled: activities.length > 0, activities };
}

/** The stats fields each section owns: a change to one of them means that section is re-checked. */
export const SECTION_FIELDS: Record<StatsSection, readonly (keyof Stats)[]> = {
  academic: [
    "degree",
    "program",
    "courses",
    "course_names",
    "current_education",
    "applying_semester",
    "undergrad_course",
  ],
  tests: ["gpa", "gpa_ten_scale", "english_scores", "gre"],
  work: ["work_ex"],
  conferences: ["conferences"],
  research: ["research_papers"],
  extracurricular: ["extracurricular_activities"],
};
