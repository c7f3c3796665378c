/**
 * The page's two actors: the results (filter, page, request) and the filter box. A saved or
 * cleared filter becomes a new search from page 1; the saved filter seeds both on mount; a
 * filter the results change (including programs whose figure is not known) goes back to the box.
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
    const subscriptions = [
      filter.on("filter.applied", ({ filters }) => results.send({ type: "search.apply", filters })),
      // "Include them" under the results changes the filter: the box shows and saves the same.
      results.on("search.filtersChanged", ({ filters }) =>
        filter.send({ type: "filter.sync", filters }),
      ),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [filter, results]);

  return { results, filter };
}

export type SearchActors = ReturnType<typeof useSearchPage>;
