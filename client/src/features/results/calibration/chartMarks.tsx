/**
 * The reliability chart's marks: a series (its line and markers) and the legend's swatch of one.
 * Before is hollow circles on a dashed line, after filled squares on a solid one.
 */
import { useTheme } from "styled-components";
import type { ChartPoint } from "./reliabilityPlot";

export type Marker = "circle" | "square";

export function Series({
  points,
  color,
  dash,
  marker,
}: {
  points: readonly ChartPoint[];
  color: string;
  dash?: string;
  marker: Marker;
}) {
  const theme = useTheme();
  return (
    <g>
      {points.length > 1 ? (
        <polyline
          points={points.map((p) => `${p.x},${p.y}`).join(" ")}
          fill="none"
          stroke={color}
          strokeWidth={2}
          strokeDasharray={dash}
        />
      ) : null}
      {points.map((p) => (
        <MarkerShape
          key={p.key}
          x={p.x}
          y={p.y}
          color={color}
          marker={marker}
          background={theme.colors.background}
        />
      ))}
    </g>
  );
}

function MarkerShape(props: {
  x: number;
  y: number;
  color: string;
  marker: Marker;
  background: string;
}) {
  const { x, y, color, marker, background } = props;
  if (marker === "circle") {
    return <circle cx={x} cy={y} r={5} fill={background} stroke={color} strokeWidth={2.5} />;
  }
  return <rect x={x - 5} y={y - 5} width={10} height={10} fill={color} stroke={background} />;
}

/** The legend's sample of a series: its line and marker, drawn as in the chart. */
export function Swatch({ color, dash, marker }: { color: string; dash?: string; marker?: Marker }) {
  const theme = useTheme();
  return (
    <svg width="36" height="14" viewBox="0 0 36 14" aria-hidden="true" focusable="false">
      <line x1={1} y1={7} x2={35} y2={7} stroke={color} strokeWidth={2} strokeDasharray={dash} />
      {marker ? (
        <MarkerShape
          x={18}
          y={7}
          color={color}
          marker={marker}
          background={theme.colors.background}
        />
      ) : null}
    </svg>
  );
}
