/**
 * The profile as GraphQL carries it, read into the schema's types the cards and drafts use, and
 * the two update inputs built from those (spec 1 section 7: every field of the section's record,
 * empty lists and objects as null). Totals and course names are the server's to compute, so the
 * inputs have no field for them.
 */
import {
  type EnglishScores,
  ieltsOverallBand,
  STATS_SECTIONS,
  type StatsSection,
  type StudentCategory,
  type StudentInfo,
  type StudentProfile,
  type StudentStats,
  toeflTotal,
} from "@gradplan/schema";
import type {
  StudentInfoFieldsFragment,
  StudentInfoInput,
  StudentStatsFieldsFragment,
  StudentStatsInput,
} from "../../graphql/generated";

type GraphqlEnglishScores = StudentStatsFieldsFragment["english_scores"];

const isSection = (value: string): value is StatsSection =>
  (STATS_SECTIONS as readonly string[]).includes(value);

export function infoOf(info: StudentInfoFieldsFragment): StudentInfo {
  return {
    student_id: info.student_id,
    firstname: info.firstname,
    lastname: info.lastname,
    nationality: info.nationality,
    phone_number: info.phone_number,
    dob: info.dob,
    gender: info.gender,
    email_id: info.email_id,
    // The server stores one of STUDENT_CATEGORIES; the schema's String cannot say so.
    category: info.category as StudentCategory,
    undergrad_university: info.undergrad_university,
    category_confirmed: info.category_confirmed,
  };
}

/** One of the two tests (the answer has both keys, one null); totals computed when missing. */
function englishOf(scores: GraphqlEnglishScores): EnglishScores | null {
  const test = scores?.toefl ?? scores?.ielts;
  if (!test) return null;
  const { writing, reading, speaking, listening } = test;
  const sections = { writing, reading, speaking, listening };
  if (scores?.toefl) {
    return { toefl: { ...sections, total_score: test.total_score ?? toeflTotal(sections) } };
  }
  return { ielts: { ...sections, overall_band: test.overall_band ?? ieltsOverallBand(sections) } };
}

export function statsOf(s: StudentStatsFieldsFragment): StudentStats {
  return {
    student_id: s.student_id,
    degree: s.degree,
    program: s.program,
    courses: s.courses,
    course_names: s.course_names,
    current_education: s.current_education,
    gpa: s.gpa,
    english_scores: englishOf(s.english_scores),
    gre: s.gre && {
      verbal: s.gre.verbal,
      quantitative: s.gre.quantitative,
      analytical_writing: s.gre.analytical_writing,
      total: s.gre.total,
    },
    work_ex: s.work_ex && { full: s.work_ex.full, internship: s.work_ex.internship },
    extracurricular_activities:
      s.extracurricular_activities?.map((a) => ({
        activityType: a.activityType,
        organization: a.organization,
        role: a.role,
        level: a.level,
        achievement: a.achievement,
      })) ?? null,
    research_papers: s.research_papers,
    applying_semester: s.applying_semester,
    gpa_ten_scale: s.gpa_ten_scale,
    undergrad_course: s.undergrad_course && {
      course_name: s.undergrad_course.course_name,
      course_code: s.undergrad_course.course_code,
    },
    conferences: s.conferences,
    answered_sections: s.answered_sections.filter(isSection),
  };
}

export function profileOf(profile: {
  studentInfo: StudentInfoFieldsFragment;
  studentStats: StudentStatsFieldsFragment;
}): StudentProfile {
  return { studentInfo: infoOf(profile.studentInfo), studentStats: statsOf(profile.studentStats) };
}

export function infoInput(info: StudentInfo): StudentInfoInput {
  const { firstname, lastname, nationality, dob, gender, category, undergrad_university } = info;
  return { firstname, lastname, nationality, dob, gender, category, undergrad_university };
}

function englishInput(scores: EnglishScores | null): StudentStatsInput["english_scores"] {
  if (!scores) return null;
  const { writing, reading, speaking, listening } = "toefl" in scores ? scores.toefl : scores.ielts;
  const sections = { writing, reading, speaking, listening };
  return "toefl" in scores ? { toefl: sections } : { ielts: sections };
}

/** The full stats each time (a save cannot drop another section), naming the modal saved. */
export function statsInput(s: StudentStats, section?: StatsSection): StudentStatsInput {
  const list = <T>(items: T[] | null) => (items && items.length > 0 ? items : null);
  return {
    degree: s.degree,
    program: s.program,
    courses: list(s.courses),
    current_education: s.current_education,
    gpa: s.gpa,
    english_scores: englishInput(s.english_scores),
    gre: s.gre && {
      verbal: s.gre.verbal,
      quantitative: s.gre.quantitative,
      analytical_writing: s.gre.analytical_writing,
    },
    work_ex: s.work_ex && { full: s.work_ex.full, internship: s.work_ex.internship },
    extracurricular_activities: list(s.extracurricular_activities),
    research_papers: list(s.research_papers),
    applying_semester: s.applying_semester,
    gpa_ten_scale: s.gpa_ten_scale,
    undergrad_course: s.undergrad_course?.course_name
      ? { course_name: s.undergrad_course.course_name, course_code: s.undergrad_course.course_code }
      : null,
    conferences: list(s.conferences),
    ...(section ? { section } : {}),
  };
}
