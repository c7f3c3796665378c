import { describe, expect, it } from "vitest";
import { SEARCH_CACHE_LIMIT, searchCacheKey, withCachedResults } from "./searchCache";

describe("searchCache", () => {
  it("keys queries as the server compares them, so 'Texas A&M' and 'texas a m' share an answer", () => {
    expect(searchCacheKey("  Texas   A&M ")).toBe("texas a m");
    expect(searchCacheKey("texas a m")).toBe(searchCacheKey("Texas A&M"));
  });

  it("keeps at most SEARCH_CACHE_LIMIT answers, dropping the oldest", () => {
    let cache: ReadonlyMap<string, number> = new Map();
    for (let i = 0; i <= SEARCH_CACHE_LIMIT; i++) cache = withCachedResults(cache, `q${i}`, i);
    expect(cache.size).toBe(SEARCH_CACHE_LIMIT);
    expect(cache.has("q0")).toBe(false);
    expect(cache.get(`q${SEARCH_CACHE_LIMIT}`)).toBe(SEARCH_CACHE_LIMIT);
  });

  it("does not change the cache it was given", () => {
    const cache = new Map([["mit", 1]]);
    withCachedResults(cache, "Stanford", 2);
    expect([...cache.keys()]).toEqual(["mit"]);
  });
});
