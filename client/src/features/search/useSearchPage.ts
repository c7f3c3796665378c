/**
 * The page's two actors: the results (filter, page, request) and the filter box. A saved or
 * cleared filter becomes a new search from page 1; the saved filter seeds both on mount.
 */
import { useActorRef } from "@xstate/react";
import { useEffect, useState } from "react";
import { filterMachine } from "./filter.machine";
import { loadSavedFilters } from "./searchFilters";
import { searchResultsMachine } from "./searchResults.machine";

export interface SearchPageOptions {
  studentId: string | null;
  /** Logged out, the filter box sits in the page instead of a modal. */
  inline: boolean;
}

export function useSearchPage({ studentId, inline }: SearchPageOptions) {
  const [saved] = useState(loadSavedFilters);
  const results = useActorRef(searchResultsMachine, { input: { filters: saved, studentId } });
  const filter = useActorRef(filterMachine, { input: { applied: saved, inline } });

  useEffect(() => {
    const subscription = filter.on("filter.applied", ({ filters }) =>
      results.send({ type: "search.apply", filters }),
    );
    return () => subscription.unsubscribe();
  }, [filter, results]);

  return { results, filter };
}

export type SearchActors = ReturnType<typeof useSearchPage>;
