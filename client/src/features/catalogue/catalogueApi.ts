/** REST calls of the catalogue domain (spec 1, section 7). */
import { API, pathOf, type UniversitySuggestion } from "@gradplan/schema";
import { restRequest } from "../../shared/api/rest";

export function searchUniversities(
  searchQuery: string,
  signal?: AbortSignal,
): Promise<UniversitySuggestion[]> {
  return restRequest<UniversitySuggestion[]>(pathOf(API.catalogue.searchUniversities), {
    query: { searchQuery },
    signal,
  });
}

export const catalogueApi = { searchUniversities };
