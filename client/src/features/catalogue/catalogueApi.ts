/** REST calls of the catalogue domain (spec 1, section 7). */
import { PATHS, type UniversitySuggestion } from "@gradplan/schema";
import { restRequest } from "../../shared/api/rest";

export function searchUniversities(
  searchQuery: string,
  signal?: AbortSignal,
): Promise<UniversitySuggestion[]> {
  // PATHS, not the route declarations: the navbar search loads with the landing page.
  return restRequest<UniversitySuggestion[]>(PATHS.catalogue.searchUniversities, {
    query: { searchQuery },
    signal,
  });
}

export const catalogueApi = { searchUniversities };
