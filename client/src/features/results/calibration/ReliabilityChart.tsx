/**
 * The reliability chart: predicted chance (across) against observed admit rate (up), 0-100%,
 * before and after calibration, with the diagonal where they agree. The series differ by marker
 * shape and line dash as well as colour; the svg is one image with a title and a description,
 * and the tables under it hold the same points.
 */
import { useId } from "react";
import styled, { useTheme } from "styled-components";
import type { ReliabilityBandFieldsFragment } from "../../../graphql/generated";
import { CALIBRATION_TEXT as T } from "./calibrationText";
import { Series, Swatch } from "./chartMarks";
import { ReliabilityTable } from "./ReliabilityTable";
import { chartPoints, PLOT, reliabilityDescription } from "./reliabilityPlot";

export interface ReliabilityChartProps {
  before: readonly ReliabilityBandFieldsFragment[];
  after: readonly ReliabilityBandFieldsFragment[];
}

const TICKS = [0, 25, 50, 75, 100];

export function ReliabilityChart({ before, after }: ReliabilityChartProps) {
  const theme = useTheme();
  const id = useId();
  const series = {
    before: { points: chartPoints(before), color: theme.colors.warning },
    after: { points: chartPoints(after), color: theme.colors.link },
  };
  const { left, top, size } = PLOT;
  return (
    <Figure>
      <svg
        viewBox={`0 0 ${PLOT.width} ${PLOT.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{T.chartHeading}</title>
        <desc id={`${id}-desc`}>{reliabilityDescription(before, after)}</desc>
        {TICKS.map((tick) => {
          const x = left + (tick / 100) * size;
          const y = top + size - (tick / 100) * size;
          return (
            <g key={tick} fontSize={13} fill={theme.colors.textMuted}>
              <line x1={left} x2={left + size} y1={y} y2={y} stroke={theme.colors.skeleton} />
              <line x1={x} x2={x} y1={top} y2={top + size} stroke={theme.colors.skeleton} />
              <text x={left - 8} y={y} textAnchor="end" dominantBaseline="central">
                {`${tick}%`}
              </text>
              <text x={x} y={top + size + 18} textAnchor="middle">
                {`${tick}%`}
              </text>
            </g>
          );
        })}
        <rect
          x={left}
          y={top}
          width={size}
          height={size}
          fill="none"
          stroke={theme.colors.textMuted}
        />
        <line
          x1={left}
          y1={top + size}
          x2={left + size}
          y2={top}
          stroke={theme.colors.textMuted}
          strokeWidth={1.5}
          strokeDasharray="2 4"
        />
        <text
          x={left + size / 2}
          y={PLOT.height - 6}
          textAnchor="middle"
          fontSize={14}
          fill={theme.colors.text}
        >
          Predicted chance
        </text>
        <text
          transform={`translate(16 ${top + size / 2}) rotate(-90)`}
          textAnchor="middle"
          fontSize={14}
          fill={theme.colors.text}
        >
          Observed admit rate
        </text>
        <Series
          points={series.before.points}
          color={series.before.color}
          dash="7 5"
          marker="circle"
        />
        <Series points={series.after.points} color={series.after.color} marker="square" />
      </svg>
      <Legend>
        <li>
          <Swatch color={series.before.color} dash="7 5" marker="circle" />
          {T.before} <Hint>(hollow circles, dashed line)</Hint>
        </li>
        <li>
          <Swatch color={series.after.color} marker="square" />
          {T.after} <Hint>(filled squares, solid line)</Hint>
        </li>
        <li>
          <Swatch color={theme.colors.textMuted} dash="2 4" />
          {T.perfect} <Hint>(dotted diagonal)</Hint>
        </li>
      </Legend>
      <Tables>
        <ReliabilityTable caption={T.before} bands={before} />
        <ReliabilityTable caption={T.after} bands={after} />
      </Tables>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0 0 1.5rem;

  > svg {
    display: block;
    width: 100%;
    max-width: 34rem;
    height: auto;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0.75rem 0 1.25rem;
  padding: 0 !important;
  list-style: none;

  li { display: flex; align-items: center; gap: 0.5rem; margin: 0; }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Tables = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
`;
