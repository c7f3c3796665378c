/** Per-query cache of suggestion answers, keyed as the server compares queries (searchKeyOf), bounded in size. */
import { searchKeyOf } from "@gradplan/schema";

/** Enough for a session of typing; the oldest answers go first beyond it. */
export const SEARCH_CACHE_LIMIT = 100;

export function searchCacheKey(query: string): string {
  return searchKeyOf(query);
}

export function withCachedResults<T>(
  cache: ReadonlyMap<string, T>,
  query: string,
  results: T,
): ReadonlyMap<string, T> {
  const next = new Map(cache);
  const key = searchCacheKey(query);
  next.delete(key); // re-insert so the entry counts as the newest
  next.set(key, results);
  while (next.size > SEARCH_CACHE_LIMIT) {
    const oldest = next.keys().next().value;
    if (oldest === undefined) break;
    next.delete(oldest);
  }
  return next;
}
