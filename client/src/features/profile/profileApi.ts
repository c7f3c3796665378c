/** REST calls of the profile page (spec 1 section 7, and the gateway's contract for the answers). */
import {
  type CourseSuggestion,
  normalizeSearchQuery,
  type ProfileStrength,
  type Progress,
  type StudentInfo,
  type StudentProfile,
  type StudentStats,
  type UpdateStudentInfoInput,
  type UpdateStudentStatsInput,
} from "@gradplan/schema";
import { restRequest } from "../../shared/api/rest";

const student = (path: string, studentId: string) =>
  `/api/${path}/${encodeURIComponent(studentId)}`;

interface Saved {
  success: boolean;
  message?: string;
}

export function getStudentProfile(studentId: string, signal?: AbortSignal) {
  return restRequest<StudentProfile>(student("get-student-info", studentId), { signal });
}

export function getProfileStrength(studentId: string, signal?: AbortSignal) {
  return restRequest<ProfileStrength>(student("student-profile-strength", studentId), { signal });
}

export function getProgress(studentId: string, signal?: AbortSignal) {
  return restRequest<Progress>(student("get-student-progress", studentId), { signal });
}

export function updateStudentInfo(studentId: string, body: UpdateStudentInfoInput) {
  return restRequest<Saved & { studentInfo?: StudentInfo }>(
    student("update-student-info", studentId),
    { method: "PUT", body },
  );
}

export function updateStudentStats(studentId: string, body: UpdateStudentStatsInput) {
  return restRequest<Saved & { studentStats?: StudentStats }>(
    student("update-student-stats", studentId),
    { method: "PUT", body },
  );
}

/** Asks the server to recalculate the shortlist; it may take up to ~20 s. */
export async function recalculateShortlist(studentId: string): Promise<void> {
  await restRequest<Saved>(student("shortlist-universities", studentId));
}

function suggestions<T>(path: string) {
  return (query: string, signal?: AbortSignal) =>
    restRequest<T[]>(`/api/${path}`, {
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
  searchUndergradUniversities: suggestions<string>("search-undergrad-university"),
  searchCourses: suggestions<CourseSuggestion>("search-course"),
  searchConferences: suggestions<string>("search-conference"),
  searchJournals: suggestions<string>("search-journal"),
};
