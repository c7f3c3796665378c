/** REST calls of the profile page (spec 1 section 7, and the gateway's contract for the answers). */
import {
  type CourseSuggestion,
  normalizeSearchQuery,
  PATHS,
  type ProfileStrength,
  type Progress,
  pathOf,
  type StudentInfo,
  type StudentProfile,
  type StudentStats,
  type UpdateStudentInfoInput,
  type UpdateStudentStatsInput,
} from "@gradplan/schema";
import { restRequest } from "../../shared/api/rest";

const routes = PATHS.students;

interface Saved {
  success: boolean;
  message?: string;
}

export function getStudentProfile(studentId: string, signal?: AbortSignal) {
  return restRequest<StudentProfile>(pathOf(routes.studentInfo, { student_id: studentId }), {
    signal,
  });
}

export function getProfileStrength(studentId: string, signal?: AbortSignal) {
  return restRequest<ProfileStrength>(pathOf(routes.profileStrength, { student_id: studentId }), {
    signal,
  });
}

export function getProgress(studentId: string, signal?: AbortSignal) {
  return restRequest<Progress>(pathOf(routes.progress, { student_id: studentId }), { signal });
}

export function updateStudentInfo(studentId: string, body: UpdateStudentInfoInput) {
  return restRequest<Saved & { studentInfo?: StudentInfo }>(
    pathOf(routes.updateStudentInfo, { student_id: studentId }),
    { method: "PUT", body },
  );
}

export function updateStudentStats(studentId: string, body: UpdateStudentStatsInput) {
  return restRequest<Saved & { studentStats?: StudentStats }>(
    pathOf(routes.updateStudentStats, { student_id: studentId }),
    { method: "PUT", body },
  );
}

/** Asks the server to recalculate the shortlist; it may take up to ~20 s. */
export async function recalculateShortlist(studentId: string): Promise<void> {
  await restRequest<Saved>(
    pathOf(PATHS.shortlist.shortlistUniversities, { student_id: studentId }),
  );
}

function suggestions<T>(path: string) {
  return (query: string, signal?: AbortSignal) =>
    restRequest<T[]>(path, {
      query: { searchQuery: normalizeSearchQuery(query) },
      signal,
    });
}

export const profileApi = {
  getStudentProfile,
  getProfileStrength,
  getProgress,
  updateStudentInfo,
  updateStudentStats,
  recalculateShortlist,
  searchUndergradUniversities: suggestions<string>(PATHS.catalogue.searchUndergradUniversity),
  searchCourses: suggestions<CourseSuggestion>(PATHS.catalogue.searchCourse),
  searchConferences: suggestions<string>(PATHS.catalogue.searchConference),
  searchJournals: suggestions<string>(PATHS.catalogue.searchJournal),
};
