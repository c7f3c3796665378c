import { describe, expect, it } from "vitest";
import { chartPoints, PLOT, reliabilityDescription } from "./reliabilityPlot";

const band = (from: number, predicted: number, observed: number, results = 10) => ({
  from,
  to: from + 10,
  predicted,
  observed,
  results,
});

describe("the reliability plot", () => {
  it("puts 0% at the bottom left and 100% at the top right of the square", () => {
    const [low, high] = chartPoints([band(90, 100, 100), band(0, 0, 0)]);
    expect(low).toMatchObject({ x: PLOT.left, y: PLOT.top + PLOT.size });
    expect(high).toMatchObject({ x: PLOT.left + PLOT.size, y: PLOT.top });
  });

  it("draws bands with results only, in order of their predicted chance", () => {
    const points = chartPoints([band(50, 55, 60), band(10, 15, 5, 0), band(20, 24, 30)]);
    expect(points.map((p) => p.key)).toEqual(["20-30", "50-60"]);
  });

  it("describes every point in words", () => {
    expect(reliabilityDescription([band(20, 24.4, 30)], [])).toBe(
      "Predicted chance across, observed admit rate up, both 0 to 100%; the diagonal marks perfect calibration. Before calibration: 20-30% predicted (average 24%), 30% admitted. After calibration: no results.",
    );
  });
});
