/** Where the reliability chart draws each band, and the chart's description in words. */
import { bandText, percentText } from "./calibrationText";

export interface Band {
  from: number;
  to: number;
  predicted: number;
  observed: number;
  results: number;
}

/** The plot: a square of `size` for 0-100% on both axes, with room for the axis labels. */
export const PLOT = { width: 400, height: 360, left: 64, top: 12, size: 310 } as const;

export interface ChartPoint {
  key: string;
  x: number;
  y: number;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/** One point per band with results, left to right. */
export function chartPoints(bands: readonly Band[]): ChartPoint[] {
  return bands
    .filter((band) => band.results > 0)
    .slice()
    .sort((a, b) => a.predicted - b.predicted)
    .map((band) => ({
      key: `${band.from}-${band.to}`,
      x: PLOT.left + (clamp(band.predicted) / 100) * PLOT.size,
      y: PLOT.top + PLOT.size - (clamp(band.observed) / 100) * PLOT.size,
    }));
}

function seriesText(name: string, bands: readonly Band[]): string {
  const shown = bands.filter((band) => band.results > 0);
  if (shown.length === 0) return `${name}: no results.`;
  const parts = shown.map(
    (band) =>
      `${bandText(band.from, band.to)} predicted (average ${percentText(band.predicted)}), ${percentText(band.observed)} admitted`,
  );
  return `${name}: ${parts.join("; ")}.`;
}

/** The svg's description: what the axes are and every point, for those who cannot see it. */
export function reliabilityDescription(before: readonly Band[], after: readonly Band[]): string {
  return [
    "Predicted chance across, observed admit rate up, both 0 to 100%; the diagonal marks perfect calibration.",
    seriesText("Before calibration", before),
    seriesText("After calibration", after),
  ].join(" ");
}
