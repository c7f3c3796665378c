import { describe, expect, it } from "vitest";
import { brierChangeText, brierText, fittedText, sampleText } from "./calibrationText";

describe("how the calibration figures read", () => {
  it("gives Brier scores three decimals and says which way calibration moved them", () => {
    expect(brierText(0.2)).toBe("0.200");
    expect(brierChangeText(0.2134, 0.1987)).toMatch(
      /^Calibration lowered the Brier score from 0.213 to 0.199/,
    );
    expect(brierChangeText(0.19, 0.21)).toMatch(/^Calibration raised the Brier score/);
    expect(brierChangeText(0.2001, 0.2002)).toBe("Calibration left the Brier score at 0.200.");
  });

  it("says how many results are sample data", () => {
    expect(sampleText(0, 40)).toBe("All of them are results students shared.");
    expect(sampleText(12, 40)).toMatch(/^12 of them are sample data/);
    expect(sampleText(40, 40)).toMatch(/^All of them are sample data/);
  });

  it("dates the fit as students read dates", () => {
    expect(fittedText("2026-11-27T10:00:00.000Z")).toBe("Last checked Nov 27, 2026.");
  });
});
