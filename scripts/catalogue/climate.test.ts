import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COLD_BELOW_F, climateFor, HOT_FROM_F, parseStateTemperatures } from "./climate";
import { sourceAvailable, sourceDir } from "./test-paths";

describe("climateFor", () => {
  it("bands temperatures at the documented thresholds", () => {
    expect(climateFor(COLD_BELOW_F - 0.01)).toBe("Cold");
    expect(climateFor(COLD_BELOW_F)).toBe("Warm");
    expect(climateFor(HOT_FROM_F - 0.01)).toBe("Warm");
    expect(climateFor(HOT_FROM_F)).toBe("Hot");
  });

  it("rejects a state name it cannot map", () => {
    expect(() => parseStateTemperatures("state\ttemperature\nAtlantis\t60\n")).toThrow(/Atlantis/);
  });

  it.skipIf(!sourceAvailable)("splits the 50 real states into three sensible groups", () => {
    const temperatures = parseStateTemperatures(
      readFileSync(`${sourceDir}/us-state-mean-temperature-f.tsv`, "utf8"),
    );
    expect(temperatures.size).toBe(50);
    const band = (code: "AK" | "MN" | "FL" | "TX" | "CA" | "VA" | "AZ") =>
      climateFor(temperatures.get(code)!);
    expect([band("AK"), band("MN")]).toEqual(["Cold", "Cold"]);
    expect([band("FL"), band("TX"), band("AZ")]).toEqual(["Hot", "Hot", "Hot"]);
    expect([band("CA"), band("VA")]).toEqual(["Warm", "Warm"]);
    const counts = { Cold: 0, Warm: 0, Hot: 0 };
    for (const t of temperatures.values()) counts[climateFor(t)]++;
    for (const count of Object.values(counts)) expect(count).toBeGreaterThanOrEqual(8);
  });
});
