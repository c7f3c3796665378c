import { describe, expect, it } from "vitest";
import { CountCache } from "./count-cache";

describe("CountCache", () => {
  it("answers a total until it expires, then forgets it", () => {
    let now = 1_000;
    const cache = new CountCache(60_000, () => now);
    cache.set("CA", 42);
    expect(cache.get("CA")).toBe(42);
    now += 59_999;
    expect(cache.get("CA")).toBe(42);
    now += 1;
    expect(cache.get("CA")).toBeUndefined();
  });

  it("keeps zero totals (an empty result is a result)", () => {
    const cache = new CountCache();
    cache.set("VT+GRE", 0);
    expect(cache.get("VT+GRE")).toBe(0);
  });
});
