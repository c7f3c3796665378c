/**
 * A small horizontal bar chart (visx): one labelled bar a row, its figure written beside it. The
 * picture is for the eye only; screen readers get the same figures as a table, so the bars never
 * carry anything alone.
 */
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useTheme } from "styled-components";
import { ChartFrame, ChartTitle, FiguresTable } from "./chartStyles";

export interface BarRow {
  label: string;
  value: number;
}

export interface BarChartProps {
  title: string;
  rows: readonly BarRow[];
  /** The table's column names for screen readers: what a row is, and what is counted. */
  labelHeader: string;
  valueHeader: string;
}

// A phone's card is about this wide: its text then shows at about the size it is drawn.
const WIDTH = 280;
const ROW = 22;
const LABEL_WIDTH = 100;
const VALUE_WIDTH = 28;

export function BarChart({ title, rows, labelHeader, valueHeader }: BarChartProps) {
  const theme = useTheme();
  const height = rows.length * ROW;
  const y = scaleBand({
    domain: rows.map((row) => row.label),
    range: [0, height],
    padding: 0.25,
  });
  const x = scaleLinear({
    domain: [0, Math.max(1, ...rows.map((row) => row.value))],
    range: [0, WIDTH - LABEL_WIDTH - VALUE_WIDTH],
  });
  return (
    <ChartFrame>
      <ChartTitle aria-hidden="true">{title}</ChartTitle>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" focusable="false">
        {rows.map((row) => {
          const top = y(row.label) ?? 0;
          const middle = top + y.bandwidth() / 2;
          const width = x(row.value);
          return (
            <g key={row.label}>
              <text
                x={LABEL_WIDTH - 8}
                y={middle}
                textAnchor="end"
                dominantBaseline="central"
                fontSize={12}
                fill={theme.colors.text}
              >
                {row.label}
              </text>
              <Group left={LABEL_WIDTH}>
                <Bar
                  x={0}
                  y={top}
                  width={width}
                  height={y.bandwidth()}
                  rx={2}
                  fill={theme.colors.primary}
                />
                <text
                  x={width + 6}
                  y={middle}
                  dominantBaseline="central"
                  fontSize={12}
                  fontWeight={600}
                  fill={theme.colors.text}
                >
                  {row.value}
                </text>
              </Group>
            </g>
          );
        })}
      </svg>
      <FiguresTable>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </FiguresTable>
    </ChartFrame>
  );
}
