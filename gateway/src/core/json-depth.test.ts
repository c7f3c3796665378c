/** The depth scan of raw JSON, and the unstorable-text walk on values deeper than any stack. */
import { describe, expect, it } from "vitest";
import { jsonNestedTooDeep, MAX_JSON_DEPTH } from "./json-depth";
import { findUnstorable } from "./unstorable";

const nested = (levels: number, inner = "1") =>
  `${'{"a":['.repeat(levels / 2)}${inner}${"]}".repeat(levels / 2)}`;

describe("jsonNestedTooDeep", () => {
  it("allows the limit and refuses one level more", () => {
    expect(jsonNestedTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestedTooDeep(`[${nested(MAX_JSON_DEPTH)}]`)).toBe(true);
    expect(jsonNestedTooDeep("[".repeat(5000) + "]".repeat(5000))).toBe(true);
  });

  it("counts depth, not how many objects there are", () => {
    const wide = `[${Array.from({ length: 5000 }, () => '{"a":[1]}').join(",")}]`;
    expect(jsonNestedTooDeep(wide)).toBe(false);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    const text = JSON.stringify({ a: "[".repeat(100), b: `\\"${"{".repeat(100)}`, c: [[1]] });
    expect(jsonNestedTooDeep(text)).toBe(false);
    expect(jsonNestedTooDeep(JSON.stringify(["\\", "[".repeat(40)]))).toBe(false);
  });
});

describe("findUnstorable on deep values", () => {
  /** A value `levels` deep, made without recursion (as no JSON text could be sent). */
  function deepValue(levels: number, leaf: unknown): unknown {
    let value = leaf;
    for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
    return value;
  }

  it("walks 100,000 levels without overflowing the stack", () => {
    expect(findUnstorable(deepValue(100_000, "fine"))).toBeNull();
    const found = findUnstorable(deepValue(100_000, "bad\u0000"));
    expect(found?.startsWith("a[0].a[0]")).toBe(true);
  });

  it("answers the first field in document order, with its path", () => {
    expect(findUnstorable({ a: { b: ["ok", "x\ud800"] }, c: "\u0000" })).toBe("a.b[1]");
    expect(findUnstorable({ ok: 1, "k\u0000": 2 })).toBe("k\u0000");
    expect(findUnstorable([{}, [], { z: null }])).toBeNull();
    expect(findUnstorable("\u0000", "q")).toBe("q");
  });
});
