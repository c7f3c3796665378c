/**
 * The compare modal's calls through GraphQL: a university's courses for the picker, one
 * compared course with the student's chance, and the student's own figures and chances.
 */
import type { AdmitRange } from "@gradplan/schema";
import { StudentScoresDocument, type StudentScoresQuery } from "../../graphql/generated";
import { readQuery } from "../../shared/graphql/request";
import { type CourseDetails, courseApi } from "../university";

/** The student's figures set beside the programs' (null where the student has none). */
export interface StudentFigures {
  gpa: number | null;
  greTotal: number | null;
  toefl: number | null;
  ielts: number | null;
}

export interface CourseChance {
  admitChances: number;
  /** An admit category (AdmitCategory) as the API sends it. */
  category: string;
  admitRange?: AdmitRange | null;
  /** False: a range from the profile alone (the program's selectivity is not known). */
  selectivityKnown?: boolean | null;
  /** Real decisions at the program the level rests on (the note under the chance). */
  selectivityDecisions?: number | null;
}
export type ChancesByCourse = Readonly<Record<number, CourseChance>>;

export interface StudentView {
  figures: StudentFigures;
  chances: ChancesByCourse;
}

type FigureStats = StudentScoresQuery["studentProfile"]["studentStats"];

export function studentFigures(
  stats: Pick<FigureStats, "gpa" | "gre" | "english_scores">,
): StudentFigures {
  const english = stats.english_scores;
  return {
    gpa: stats.gpa,
    greTotal: stats.gre?.total ?? null,
    toefl: english?.toefl?.total_score ?? null,
    ielts: english?.ielts?.overall_band ?? null,
  };
}

async function loadStudentView(courseIds: readonly number[]): Promise<StudentView> {
  const [profile, ...stats] = await Promise.all([
    readQuery(StudentScoresDocument, {}),
    // One course's chance failing must not hide the others or the student's own figures.
    ...courseIds.map((courseId) => courseApi.courseStats(courseId).catch(() => null)),
  ]);
  const chances: Record<number, CourseChance> = {};
  for (const stat of stats) {
    if (stat) chances[stat.course.course_id] = chanceOf(stat);
  }
  return { figures: studentFigures(profile.studentProfile.studentStats), chances };
}

export function chanceOf({
  admitChances,
  category,
  admitRange,
  selectivityKnown,
  selectivityDecisions,
}: CourseChance): CourseChance {
  return {
    admitChances,
    category,
    admitRange: admitRange ?? null,
    selectivityKnown,
    selectivityDecisions,
  };
}

export interface ComparedCourse {
  course: CourseDetails;
  chance: CourseChance | null;
}

/**
 * Logged in, the stats query gives the course and the student's chance in one answer. If only
 * the chance fails, the course is still compared (its chance then reads "Not available").
 */
async function loadComparedCourse(courseId: number, signedIn: boolean): Promise<ComparedCourse> {
  if (signedIn) {
    try {
      const stats = await courseApi.courseStats(courseId);
      return { course: stats.course, chance: chanceOf(stats) };
    } catch {
      // Fall through to the course alone.
    }
  }
  return { course: await courseApi.courseDetails(courseId), chance: null };
}

export const compareApi = {
  universityCourses: courseApi.universityCourses,
  loadStudentView,
  loadComparedCourse,
};
