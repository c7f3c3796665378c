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
  it("bounds the key on both sides beside the LIKE, so a generic plan walks only the range", () => {
    const { sql, params } = prefixStatement(SOURCES.universities, "us_c", 20);
    expect(sql).toContain(`"search_key" ~>=~ ? and "search_key" ~<~ ? and "search_key" like ?`);
    expect(params).toEqual(["us_c", "us_d", "us\\_c%", 20]);
  });
});
