/**
 * A student's academic profile (spec 1 section 3, "Student stats"), one row per student, made
 * when the account is. Structured answers (test scores, lists) are JSON in the spec's shapes:
 * they are read and written whole and never filtered on.
 */
import type {
  EnglishScores,
  ExtracurricularActivity,
  GreScores,
  StatsSection,
  UndergradCourse,
  WorkExperience,
} from "@gradplan/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { Student } from "../auth/student.entity";

export const StudentStats = defineEntity({
  name: "StudentStats",
  tableName: "student_stats",
  properties: {
    student: () => p.oneToOne(Student).primary().deleteRule("cascade"),
    degree: p.string().length(30).nullable(),
    program: p.string().length(50).nullable(),
    courses: p.json<string[]>().nullable(),
    courseNames: p.json<string[]>().nullable(),
    currentEducation: p.string().length(30).nullable(),
    gpa: p.decimal("number").precision(3).scale(2).nullable(),
    gpaTenScale: p.decimal("number").precision(4).scale(2).nullable(),
    englishScores: p.json<EnglishScores>().nullable(),
    gre: p.json<GreScores>().nullable(),
    workEx: p.json<WorkExperience>().nullable(),
    extracurricularActivities: p.json<ExtracurricularActivity[]>().nullable(),
    researchPapers: p.json<string[]>().nullable(),
    undergradCourse: p.json<UndergradCourse>().nullable(),
    conferences: p.json<string[]>().nullable(),
    answeredSections: p.json<StatsSection[]>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type IStudentStats = InferEntity<typeof StudentStats>;
