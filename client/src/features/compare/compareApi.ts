/** The compare modal's services: the student's own figures and chances for the compared courses. */
import {
  type AdmitAssessment,
  PATHS,
  pathOf,
  type StudentProfile,
  type StudentStats,
} from "@gradplan/schema";
import { restRequest } from "../../shared/api/rest";
import { type CourseDetails, courseApi } from "../university/courseApi";

/** The student's figures set beside the programs' (null where the student has none). */
export interface StudentFigures {
  gpa: number | null;
  greTotal: number | null;
  toefl: number | null;
  ielts: number | null;
}

export type CourseChance = Pick<AdmitAssessment, "admitChances" | "category"> &
  Partial<Pick<AdmitAssessment, "admitRange">>;
export type ChancesByCourse = Readonly<Record<number, CourseChance>>;

export interface StudentView {
  figures: StudentFigures;
  chances: ChancesByCourse;
}

export function studentFigures(stats: Pick<StudentStats, "gpa" | "gre" | "english_scores">) {
  const english = stats.english_scores;
  return {
    gpa: stats.gpa,
    greTotal: stats.gre?.total ?? null,
    toefl: english && "toefl" in english ? english.toefl.total_score : null,
    ielts: english && "ielts" in english ? english.ielts.overall_band : null,
  } satisfies StudentFigures;
}

async function loadStudentView(
  studentId: string,
  courseIds: readonly number[],
  signal?: AbortSignal,
): Promise<StudentView> {
  const [profile, ...stats] = await Promise.all([
    restRequest<StudentProfile>(pathOf(PATHS.students.studentInfo, { student_id: studentId }), {
      signal,
    }),
    // One course's chance failing must not hide the others or the student's own figures.
    ...courseIds.map((courseId) =>
      courseApi.courseStats(courseId, studentId, signal).catch(() => null),
    ),
  ]);
  const chances: Record<number, CourseChance> = {};
  for (const stat of stats) {
    if (stat) chances[stat.course.course_id] = chanceOf(stat);
  }
  return { figures: studentFigures(profile.studentStats), chances };
}

export function chanceOf({ admitChances, category, admitRange }: CourseChance): CourseChance {
  return { admitChances, category, admitRange: admitRange ?? null };
}

export interface ComparedCourse {
  course: CourseDetails;
  chance: CourseChance | null;
}

/**
 * Logged in, the stats call gives the course and the student's chance in one answer. If only the
 * chance fails, the course is still compared (its chance then reads "Not available").
 */
async function loadComparedCourse(
  courseId: number,
  studentId: string | null,
  signal?: AbortSignal,
): Promise<ComparedCourse> {
  if (studentId !== null) {
    try {
      const stats = await courseApi.courseStats(courseId, studentId, signal);
      return { course: stats.course, chance: chanceOf(stats) };
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  return { course: await courseApi.courseDetails(courseId, signal), chance: null };
}

export const compareApi = {
  universityCourses: courseApi.universityCourses,
  loadStudentView,
  loadComparedCourse,
};
