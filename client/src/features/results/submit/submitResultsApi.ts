/**
 * The submit-results page's reads and write through GraphQL: the signed-in student's profile
 * (the profile page's own query), the catalogue's university suggestions, and the submission.
 */
import {
  normalizeSearchQuery,
  type StudentProfile,
  type SubmitResultsInput,
  type UniversitySuggestion,
} from "@gradplan/schema";
import {
  SearchUniversitiesDocument,
  SubmitResultsDocument,
  type SubmitResultsInputType,
} from "../../../graphql/generated";
import { readQuery, runMutation } from "../../../shared/graphql/request";
import { profileApi } from "../../profile";

/** The input as GraphQL types it: the same fields, named one by one so a drift fails to compile. */
export function variablesOf(input: SubmitResultsInput): SubmitResultsInputType {
  const english = input.englishTestScores;
  const gre = input.greScores;
  return {
    name: input.name,
    email: input.email,
    category: input.category,
    undergradUniversity: input.undergradUniversity,
    undergradCourse: input.undergradCourse,
    currentEducationLevel: input.currentEducationLevel,
    gpaFourScale: input.gpaFourScale,
    gpaTenScale: input.gpaTenScale,
    englishTestScores: english && {
      test: english.test,
      writing: english.writing,
      reading: english.reading,
      speaking: english.speaking,
      listening: english.listening,
    },
    greScores: gre && {
      test: gre.test,
      verbal: gre.verbal,
      quantitative: gre.quantitative,
      analytical_writing: gre.analytical_writing,
    },
    researchPaperDetails: input.researchPaperDetails,
    conferences: input.conferences,
    extracurricularActivities: input.extracurricularActivities,
    workEx: input.workEx,
    appliedToUniversities: input.appliedToUniversities,
  };
}

/** Resolves with the server's message once the submission is stored (or was already). */
async function submitResults(input: SubmitResultsInput): Promise<string> {
  const data = await runMutation(
    SubmitResultsDocument,
    { input: variablesOf(input) },
    "submitResults",
  );
  return data.submitResults.message;
}

async function loadProfile(): Promise<StudentProfile> {
  return profileApi.getStudentProfile();
}

async function searchUniversities(
  query: string,
  signal?: AbortSignal,
): Promise<UniversitySuggestion[]> {
  const searchQuery = normalizeSearchQuery(query);
  const data = await readQuery(SearchUniversitiesDocument, { searchQuery }, { signal });
  return data.searchUniversities.map(({ universityId, universityName }) => ({
    universityId,
    universityName,
  }));
}

export const submitResultsApi = {
  submitResults,
  loadProfile,
  searchUniversities,
  searchUndergradUniversities: profileApi.searchUndergradUniversities,
  searchCourses: profileApi.searchCourses,
  searchJournals: profileApi.searchJournals,
  searchConferences: profileApi.searchConferences,
};
