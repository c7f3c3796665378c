import { describe, expect, it } from "vitest";
import { prefixStatement, prefixUpperBound, SOURCES } from "./suggestion-sql";

describe("prefixUpperBound", () => {
  it("is the prefix with its last character moved one up", () => {
    expect(prefixUpperBound("stan")).toBe("stao");
    expect(prefixUpperBound("ut a")).toBe("ut b");
    expect(prefixUpperBound("a\uffff")).toBe("a\u{10000}");
    expect(prefixUpperBound("🎓")).toBe("🎔");
  });

  it("skips the surrogates and drops a last character that has no successor", () => {
    expect(prefixUpperBound("a\ud7ff")).toBe("a\ue000");
    expect(prefixUpperBound("a\u{10ffff}")).toBe("b");
    expect(prefixUpperBound("\u{10ffff}")).toBeNull();
  });
});

describe("prefixStatement", () => {
  it("is the key range of the prefix alone, so no plan mixes in the trigram index", () => {
    const { sql, params } = prefixStatement(SOURCES.universities, "us_c", 20);
    expect(sql).toContain(`where "search_key" ~>=~ ? and "search_key" ~<~ ? order by`);
    expect(sql).not.toContain("like");
    // The range is in code points: "_" is itself, not a LIKE wildcard.
    expect(params).toEqual(["us_c", "us_d", 20]);
  });

  it("falls back to a LIKE only for a query with no string above it", () => {
    const { sql, params } = prefixStatement(SOURCES.universities, "\u{10ffff}", 20);
    expect(sql).toContain(`"search_key" ~>=~ ? and "search_key" like ? escape`);
    expect(params).toEqual(["\u{10ffff}", "\u{10ffff}%", 20]);
  });
});
