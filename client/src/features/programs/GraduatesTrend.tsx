/**
 * A program's Master's awarded per award year as a row of small bars (the years IPEDS knows
 * only), read out as one sentence: "Master's degrees awarded per year: 2019-20: 812, ...".
 */
import styled from "styled-components";
import { type GraduatesInYear, trendBars, trendText } from "./figureFormat";

export function GraduatesTrend({ graduates }: { graduates: readonly GraduatesInYear[] }) {
  const bars = trendBars(graduates);
  if (bars.length < 2) return null;
  return (
    <Bars role="img" aria-label={trendText(graduates)}>
      {bars.map((bar) => (
        <Bar
          key={bar.year}
          title={`${bar.label}: ${bar.count}`}
          // At least a sliver, so a year with none still shows as a year.
          style={{ height: `${Math.max(8, Math.round(bar.share * 100))}%` }}
          $empty={bar.count === 0}
        />
      ))}
    </Bars>
  );
}

const Bars = styled.span`
  display: inline-flex;
  align-items: flex-end;
  gap: 2px;
  height: 1.25rem;
  vertical-align: middle;
`;

const Bar = styled.span<{ $empty: boolean }>`
  width: 6px;
  border-radius: 1px;
  background: ${({ theme, $empty }) => ($empty ? theme.colors.border : theme.colors.link)};
`;
