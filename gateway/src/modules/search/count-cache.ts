/**
 * Totals of recent filters. Counting every match is the expensive half of a search (a scan of
 * the catalogue), while the catalogue only changes on import: a student paging through one
 * filter's results, or many students using the same common filter, is counted once a minute.
 * After an import a total may be up to a minute old; the cards themselves are always fresh.
 * A key is the count statement and its parameters, so every part of the filter that changes
 * the counts (includeUnknown too) changes the key.
 */

const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

interface Entry<T> {
  count: T;
  expires: number;
}

export class CountCache<T = number> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs = TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.count;
  }

  set(key: string, count: T): void {
    // Map keeps insertion order: the oldest entry goes first when full.
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { count, expires: this.now() + this.ttlMs });
  }
}
