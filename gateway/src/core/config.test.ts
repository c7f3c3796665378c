import { describe, expect, it } from "vitest";
import { SHUTDOWN_DRAIN_DEFAULT_MS, shutdownDrainMsOf } from "./config";

describe("SHUTDOWN_DRAIN_MS", () => {
  it("drains not at all when unset, so a local Ctrl-C stays quick", () => {
    expect(SHUTDOWN_DRAIN_DEFAULT_MS).toBe(0);
    expect(shutdownDrainMsOf(undefined)).toBe(0);
    expect(shutdownDrainMsOf("")).toBe(0);
  });

  it("reads whole milliseconds up to a minute, and refuses anything else", () => {
    expect(shutdownDrainMsOf("5000")).toBe(5000);
    expect(shutdownDrainMsOf("0")).toBe(0);
    expect(shutdownDrainMsOf("60000")).toBe(60_000);
    for (const wrong of ["5s", "-1", "1.5", "60001"])
      expect(() => shutdownDrainMsOf(wrong)).toThrow(/SHUTDOWN_DRAIN_MS must be 0-60000/);
  });
});
