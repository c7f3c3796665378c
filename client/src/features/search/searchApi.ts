/** REST calls of university search and add-to-shortlist (spec 2 section 7). */
import {
  type FilterUniversitiesAnswer,
  PATHS,
  pathOf,
  SEARCH_PAGE_SIZE,
  type StudentProfile,
  type UniversityFilters,
} from "@gradplan/schema";
import { restRequest } from "../../shared/api/rest";

export interface FilterUniversitiesRequest {
  filters: UniversityFilters;
  /** From 1. */
  page: number;
  /** The logged-in variant adds category, admit chances and preference match to each card. */
  studentId: string | null;
  signal?: AbortSignal;
}

export function filterUniversities({
  filters,
  page,
  studentId,
  signal,
}: FilterUniversitiesRequest): Promise<FilterUniversitiesAnswer> {
  const path = studentId
    ? pathOf(PATHS.search.filterUniversitiesForStudent, { student_id: studentId })
    : pathOf(PATHS.search.filterUniversities);
  return restRequest<FilterUniversitiesAnswer>(path, {
    method: "POST",
    query: { page, limit: SEARCH_PAGE_SIZE },
    body: { filters },
    signal,
  });
}

/** The English test on the student's profile, which picks the cards' gauge; null when none. */
export async function studentEnglishTest(
  studentId: string,
  signal?: AbortSignal,
): Promise<"TOEFL" | "IELTS" | null> {
  const profile = await restRequest<StudentProfile>(
    pathOf(PATHS.students.studentInfo, { student_id: studentId }),
    { signal },
  );
  const scores = profile.studentStats.english_scores;
  if (!scores) return null;
  return "ielts" in scores ? "IELTS" : "TOEFL";
}

export interface CheckAndAddAnswer {
  success: boolean;
  exists: boolean;
}

/** Adds the course to the student's shortlist unless it is there already (`exists`). */
export function checkAndAddCourse(studentId: string, courseId: number): Promise<CheckAndAddAnswer> {
  return restRequest<CheckAndAddAnswer>(pathOf(PATHS.shortlist.checkAndAddCourse), {
    method: "POST",
    body: { studentId, course: { course_id: courseId } },
  });
}

export const searchApi = { filterUniversities, checkAndAddCourse };
