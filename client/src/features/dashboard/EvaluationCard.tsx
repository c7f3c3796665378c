/**
 * SOP stats and Resume stats: how many, the best and the latest score with the spec's band and
 * 7-block meter, the change since the one before, and the latest scores as a small line.
 */
import { METER_BLOCKS, meterBlocks, meterSignal, scoreBand } from "@gradplan/schema";
import { Link } from "react-router-dom";
import styled, { useTheme } from "styled-components";
import type { EvaluationStatsFieldsFragment } from "../../graphql/generated";
import { formatDay } from "../../shared/ui/dates";
import { Meter } from "../../shared/ui/Meter";
import { signalColor } from "../../shared/ui/signal";
import { CardFoot, Headline, Muted, SliceCard } from "./DashboardCard";
import { countOf, type EvaluationWords } from "./dashboardText";
import { TrendChart, type TrendPoint } from "./TrendChart";
import type { Slice } from "./useSlice";

export type EvaluationStats = EvaluationStatsFieldsFragment;

export interface EvaluationCardProps {
  id: string;
  words: EvaluationWords;
  /** Where to evaluate one. */
  to: string;
  slice: Slice<EvaluationStats>;
}

export function EvaluationCard({ id, words, to, slice }: EvaluationCardProps) {
  return (
    <SliceCard id={id} title={words.title} slice={slice} loadingLabel={words.loading}>
      {(stats) => (
        <>
          {stats.count === 0 ? (
            <Muted>{words.empty}</Muted>
          ) : (
            <Headline>
              <strong>{stats.count}</strong>{" "}
              {`${stats.count === 1 ? words.noun : words.plural}, ${stats.evaluated} evaluated`}
            </Headline>
          )}
          {stats.count > 0 && stats.evaluated === 0 ? <Muted>{words.notEvaluated}</Muted> : null}
          <Figures stats={stats} words={words} />
          <CardFoot>
            <Link to={to}>{words.go}</Link>
          </CardFoot>
        </>
      )}
    </SliceCard>
  );
}

function Figures({ stats, words }: { stats: EvaluationStats; words: EvaluationWords }) {
  const { best, latest, trend, change } = stats;
  if (!best || !latest) return null;
  return (
    <>
      <Scores>
        <ScoreRow label="Best score" item={best} />
        <ScoreRow label="Latest score" item={latest} />
      </Scores>
      {change !== null ? <Change change={change} /> : null}
      {trend.length >= 2 ? (
        <TrendChart
          title={`Your last ${countOf(trend.length, words)}, oldest first`}
          points={trend}
        />
      ) : null}
    </>
  );
}

function ScoreRow({ label, item }: { label: string; item: TrendPoint }) {
  const theme = useTheme();
  const band = scoreBand(item.score);
  const color = signalColor(theme, meterSignal(item.score));
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <Value>{item.score}/100</Value> <Band style={{ color }}>{band}</Band>
        <Meter
          label={`${label}: ${item.name}`}
          value={item.score}
          blocks={METER_BLOCKS}
          lit={meterBlocks(item.score)}
          color={color}
          valueText={`${item.score} out of 100, ${band}`}
        />
        <Named>
          {item.name}, {formatDay(item.evaluated_at)}
        </Named>
      </dd>
    </div>
  );
}

/** The latest score against the one before: the arrow is for the eye, the words say it all. */
function Change({ change }: { change: number }) {
  const theme = useTheme();
  if (change === 0) return <Muted>Same score as the one before.</Muted>;
  const up = change > 0;
  const points = Math.abs(change) === 1 ? "point" : "points";
  return (
    <ChangeLine style={{ color: up ? theme.colors.success : theme.colors.error }}>
      <span aria-hidden="true">{up ? "↑" : "↓"}</span>{" "}
      {`${Math.abs(change)} ${points} ${up ? "higher" : "lower"} than the one before`}
    </ChangeLine>
  );
}

const Scores = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 0.75rem 1.25rem;
  margin: 0 0 0.75rem;

  dt { font-weight: 600; }
  dd { margin: 0.25rem 0 0; }
`;

const Value = styled.span`
  font-size: 1.25rem;
  font-weight: 700;
`;

const Band = styled.span`
  display: inline-block;
  margin-bottom: 0.375rem;
  font-weight: 600;
`;

const Named = styled.span`
  display: block;
  margin-top: 0.375rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const ChangeLine = styled.p`
  margin: 0 0 1rem;
  font-weight: 600;
`;
