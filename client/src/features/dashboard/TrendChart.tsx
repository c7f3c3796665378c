/**
 * The latest scores as a small line (visx), oldest on the left, on a 0-100 scale with the Good
 * band's line dashed. For the eye only: screen readers get each score as a table row.
 */
import { GOOD_SCORE, meterSignal, scoreBand } from "@gradplan/schema";
import { scaleLinear, scalePoint } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { useTheme } from "styled-components";
import { formatDay } from "../../shared/ui/dates";
import { signalColor } from "../../shared/ui/signal";
import { ChartFrame, ChartTitle, FiguresTable } from "./chartStyles";

export interface TrendPoint {
  id: string;
  name: string;
  score: number;
  evaluated_at: string;
}

const WIDTH = 280;
const HEIGHT = 84;
const PAD = { top: 10, right: 12, bottom: 10, left: 28 };

export function TrendChart({ title, points }: { title: string; points: readonly TrendPoint[] }) {
  const theme = useTheme();
  const x = scalePoint({
    domain: points.map((_, index) => index),
    range: [PAD.left, WIDTH - PAD.right],
  });
  const y = scaleLinear({ domain: [0, 100], range: [HEIGHT - PAD.bottom, PAD.top] });
  const xOf = (index: number) => x(index) ?? PAD.left;
  return (
    <ChartFrame>
      <ChartTitle aria-hidden="true">{title}</ChartTitle>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {[0, 100].map((tick) => (
          <text
            key={tick}
            x={PAD.left - 6}
            y={y(tick)}
            textAnchor="end"
            dominantBaseline="central"
            fontSize={11}
            fill={theme.colors.textMuted}
          >
            {tick}
          </text>
        ))}
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={y(GOOD_SCORE)}
          y2={y(GOOD_SCORE)}
          stroke={theme.colors.success}
          strokeDasharray="4 3"
        />
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={y(0)}
          y2={y(0)}
          stroke={theme.colors.border}
        />
        <LinePath
          data={points.map((point, index) => ({ index, score: point.score }))}
          x={(d) => xOf(d.index)}
          y={(d) => y(d.score)}
          stroke={theme.colors.primary}
          strokeWidth={2}
        />
        {points.map((point, index) => (
          <circle
            key={point.id}
            cx={xOf(index)}
            cy={y(point.score)}
            r={4}
            fill={signalColor(theme, meterSignal(point.score))}
            stroke={theme.colors.background}
            strokeWidth={1.5}
          />
        ))}
      </svg>
      <FiguresTable>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Evaluated</th>
            <th scope="col">Name</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.id}>
              <td>{formatDay(point.evaluated_at)}</td>
              <th scope="row">{point.name}</th>
              <td>{`${point.score}/100 ${scoreBand(point.score)}`}</td>
            </tr>
          ))}
        </tbody>
      </FiguresTable>
    </ChartFrame>
  );
}
