/**
 * The profile page's reads and writes through GraphQL (spec 1 section 7), and its suggestion
 * boxes on the catalogue's documents. Strength and progress are watched by ProgressArea itself.
 */
import {
  type CourseSuggestion,
  normalizeSearchQuery,
  type StatsSection,
  type StudentInfo,
  type StudentProfile,
  type StudentStats,
} from "@gradplan/schema";
import {
  RecalculateShortlistDocument,
  SearchConferencesDocument,
  SearchCoursesDocument,
  SearchJournalsDocument,
  SearchUndergradUniversitiesDocument,
  StudentProfileDocument,
  UpdateStudentInfoDocument,
  UpdateStudentStatsDocument,
} from "../../graphql/generated";
import { readQuery, runMutation } from "../../shared/graphql/request";
import { infoInput, infoOf, profileOf, statsInput, statsOf } from "./profileMapping";

export async function getStudentProfile(signal?: AbortSignal): Promise<StudentProfile> {
  const { studentProfile } = await readQuery(StudentProfileDocument, {}, { signal });
  return profileOf(studentProfile);
}

/** Resolves with the personal information as the server saved it. */
export async function updateStudentInfo(info: StudentInfo) {
  const input = infoInput(info);
  const answer = await runMutation(UpdateStudentInfoDocument, { input }, "updateStudentInfo");
  return infoOf(answer.updateStudentInfo);
}

/** Resolves with the stats as the server saved them (totals and course names its own). */
export async function updateStudentStats(
  stats: StudentStats,
  section: StatsSection,
): Promise<StudentStats> {
  const input = statsInput(stats, section);
  const answer = await runMutation(UpdateStudentStatsDocument, { input }, "updateStudentStats");
  return statsOf(answer.updateStudentStats);
}

/** Asks for the shortlist's recalculation (up to ~20 s); rejects when the server says it failed. */
export async function recalculateShortlist(): Promise<void> {
  const answer = await runMutation(RecalculateShortlistDocument, {}, "recalculateShortlist");
  if (answer.recalculateShortlist.status === "failed") {
    throw new Error("The shortlist recalculation failed.");
  }
}

const searched = (query: string) => ({ searchQuery: normalizeSearchQuery(query) });

async function searchUndergradUniversities(query: string, signal?: AbortSignal) {
  const data = await readQuery(SearchUndergradUniversitiesDocument, searched(query), { signal });
  return data.searchUndergradUniversities;
}

async function searchCourses(query: string, signal?: AbortSignal): Promise<CourseSuggestion[]> {
  const data = await readQuery(SearchCoursesDocument, searched(query), { signal });
  return data.searchCourses.map((c) => ({ course_name: c.courseName, course_code: c.courseCode }));
}

async function searchConferences(query: string, signal?: AbortSignal) {
  return (await readQuery(SearchConferencesDocument, searched(query), { signal }))
    .searchConferences;
}

async function searchJournals(query: string, signal?: AbortSignal) {
  return (await readQuery(SearchJournalsDocument, searched(query), { signal })).searchJournals;
}

export const profileApi = {
  getStudentProfile,
  updateStudentInfo,
  updateStudentStats,
  recalculateShortlist,
  searchUndergradUniversities,
  searchCourses,
  searchConferences,
  searchJournals,
};
