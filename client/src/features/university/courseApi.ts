/** REST calls for courses: a university's list, one course, a student's chances, adding to the shortlist. */
import {
  type CourseDetails,
  type CourseStats,
  type CourseWithAssessment,
  PATHS,
  pathOf,
} from "@gradplan/schema";
import { restRequest } from "../../shared/api/rest";

// The shapes are the API's own, shared through the schema package with the gateway.
export type { CourseDetails, CourseStats, CourseWithAssessment } from "@gradplan/schema";

const routes = PATHS.search;

export function universityCourses(universityId: number, signal?: AbortSignal) {
  return restRequest<CourseDetails[]>(pathOf(routes.universityCourses, { universityId }), {
    signal,
  });
}

export function universityCoursesForStudent(
  universityId: number,
  studentId: string,
  signal?: AbortSignal,
) {
  return restRequest<CourseWithAssessment[]>(
    pathOf(routes.universityCoursesForStudent, { universityId, student_id: studentId }),
    { signal },
  );
}

export function courseDetails(courseId: number, signal?: AbortSignal) {
  return restRequest<CourseDetails>(pathOf(routes.courseDetails, { courseId }), { signal });
}

export function courseStats(courseId: number, studentId: string, signal?: AbortSignal) {
  return restRequest<CourseStats>(
    pathOf(routes.courseStatsForShortlisting, { courseId, student_id: studentId }),
    { signal },
  );
}

/** Resolves whether the course was already on the shortlist (spec 2 section 4: check, then add). */
export async function addToShortlist(
  courseId: number,
  studentId: string,
): Promise<{ exists: boolean }> {
  const answer = await restRequest<{ success: boolean; exists: boolean }>(
    pathOf(PATHS.shortlist.checkAndAddCourse),
    {
      method: "POST",
      body: { studentId, course: { course_id: courseId } },
    },
  );
  if (!answer.success) throw new Error("The server did not add the course.");
  return { exists: answer.exists };
}

export const courseApi = {
  universityCourses,
  universityCoursesForStudent,
  courseDetails,
  courseStats,
  addToShortlist,
};
