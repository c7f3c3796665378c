/**
 * Suggestions for a search-as-you-type field: waits for a pause in typing, cancels a stale
 * request when the query changes, and remembers answers per query for the component's lifetime.
 */
import { normalizeSearchQuery, SEARCH_INPUT_DEBOUNCE_MS } from "@gradplan/schema";
import { useEffect, useRef, useState } from "react";

export type SuggestionSearch<T> = (query: string, signal: AbortSignal) => Promise<T[]>;

export interface SuggestionsState<T> {
  results: T[];
  loading: boolean;
  /** A search has answered (possibly with nothing) for the current query. */
  settled: boolean;
}

const IDLE = { results: [], loading: false, settled: false };

export function useSuggestions<T>(
  query: string,
  search: SuggestionSearch<T>,
  onError: (error: unknown) => void,
  debounceMs: number = SEARCH_INPUT_DEBOUNCE_MS,
): SuggestionsState<T> {
  const [state, setState] = useState<SuggestionsState<T>>(IDLE);
  const cache = useRef(new Map<string, T[]>());
  // Refs, so a new function identity from the parent never restarts a pending search.
  const searchRef = useRef(search);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    searchRef.current = search;
    onErrorRef.current = onError;
  });

  useEffect(() => {
    const normalized = normalizeSearchQuery(query);
    const key = normalized.toLowerCase();
    if (!key) {
      setState(IDLE);
      return;
    }
    const cached = cache.current.get(key);
    if (cached) {
      setState({ results: cached, loading: false, settled: true });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((current) => ({ ...current, loading: true }));
      searchRef.current(normalized, controller.signal).then(
        (results) => {
          cache.current.set(key, results);
          setState({ results, loading: false, settled: true });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          onErrorRef.current(error);
          setState({ results: [], loading: false, settled: true });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, debounceMs]);

  return state;
}
