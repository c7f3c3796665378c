/** REST calls for courses: a university's list, one course, a student's chances, adding to the shortlist. */
import type { CourseDetails, CourseStats, CourseWithAssessment } from "@gradplan/schema";
import { restRequest } from "../../shared/api/rest";

// The shapes are the API's own, shared through the schema package with the gateway.
export type { CourseDetails, CourseStats, CourseWithAssessment } from "@gradplan/schema";

const id = (value: string | number) => encodeURIComponent(String(value));

export function universityCourses(universityId: number, signal?: AbortSignal) {
  return restRequest<CourseDetails[]>(
    `/api/get-university-specific-courses-list/${id(universityId)}`,
    {
      signal,
    },
  );
}

export function universityCoursesForStudent(
  universityId: number,
  studentId: string,
  signal?: AbortSignal,
) {
  return restRequest<CourseWithAssessment[]>(
    `/api/get-university-courses-for-student/${id(universityId)}/${id(studentId)}`,
    { signal },
  );
}

export function courseDetails(courseId: number, signal?: AbortSignal) {
  return restRequest<CourseDetails>(`/api/get-course-details/${id(courseId)}`, { signal });
}

export function courseStats(courseId: number, studentId: string, signal?: AbortSignal) {
  return restRequest<CourseStats>(
    `/api/get-course-stats-for-shortlisting/${id(courseId)}/${id(studentId)}`,
    { signal },
  );
}

/** Resolves whether the course was already on the shortlist (spec 2 section 4: check, then add). */
export async function addToShortlist(
  courseId: number,
  studentId: string,
): Promise<{ exists: boolean }> {
  const answer = await restRequest<{ success: boolean; exists: boolean }>(
    "/api/check-and-add-course",
    { method: "POST", body: { studentId, course: { course_id: courseId } } },
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
