/** The catalogue's read on the landing page: the navbar's university suggestions (spec 1, section 7). */
import type { UniversitySuggestion } from "@gradplan/schema";
import type {
  SearchUniversitiesQuery,
  SearchUniversitiesQueryVariables,
} from "../../graphql/generated";
import { lightQuery } from "../../shared/graphql/lightQuery";
import SEARCH_UNIVERSITIES from "./universitySuggestions.graphql?raw";

export async function searchUniversities(
  searchQuery: string,
  signal?: AbortSignal,
): Promise<UniversitySuggestion[]> {
  const data = await lightQuery<SearchUniversitiesQuery, SearchUniversitiesQueryVariables>(
    SEARCH_UNIVERSITIES,
    { searchQuery },
    signal,
  );
  return data.searchUniversities.map(({ universityId, universityName }) => ({
    universityId,
    universityName,
  }));
}

export const catalogueApi = { searchUniversities };
