/** Stored rows to the API's shapes (spec 1 section 3 field names). */
import type { StudentCategory, StudentInfo, StudentStats } from "@gradplan/schema";
import type { IStudent } from "../auth/student.entity";
import type { IStudentStats } from "./student-stats.entity";

export function toStudentInfo(s: IStudent): StudentInfo {
  return {
    student_id: s.id,
    firstname: s.firstName,
    lastname: s.lastName,
    nationality: s.nationality ?? null,
    phone_number: s.phoneNumber ?? null,
    dob: s.dateOfBirth ?? null,
    gender: s.gender ?? null,
    email_id: s.email,
    category: s.category as StudentCategory,
    undergrad_university: s.undergradUniversity ?? null,
    category_confirmed: s.categoryConfirmed,
  };
}

/** Stats as the API answers them; a student whose row is missing reads as empty. */
export function toStudentStats(student: IStudent, row: IStudentStats | null): StudentStats {
  return {
    student_id: student.id,
    degree: row?.degree ?? null,
    program: row?.program ?? null,
    courses: row?.courses ?? null,
    course_names: row?.courseNames ?? null,
    current_education: row?.currentEducation ?? null,
    gpa: row?.gpa ?? null,
    english_scores: row?.englishScores ?? null,
    gre: row?.gre ?? null,
    work_ex: row?.workEx ?? null,
    extracurricular_activities: row?.extracurricularActivities ?? null,
    research_papers: row?.researchPapers ?? null,
    applying_semester: student.applyingSemester ?? null,
    gpa_ten_scale: row?.gpaTenScale ?? null,
    undergrad_course: row?.undergradCourse ?? null,
    conferences: row?.conferences ?? null,
    answered_sections: row?.answeredSections ?? [],
  };
}

export type StatsFields = Omit<StudentStats, "student_id" | "answered_sections">;

/** The column values of a stats row for the given fields (applying_semester lives on Student). */
export function statsColumns(s: StatsFields) {
  return {
    degree: s.degree,
    program: s.program,
    courses: s.courses,
    courseNames: s.course_names,
    currentEducation: s.current_education,
    gpa: s.gpa,
    gpaTenScale: s.gpa_ten_scale,
    englishScores: s.english_scores,
    gre: s.gre,
    workEx: s.work_ex,
    extracurricularActivities: s.extracurricular_activities,
    researchPapers: s.research_papers,
    undergradCourse: s.undergrad_course,
    conferences: s.conferences,
  };
}
