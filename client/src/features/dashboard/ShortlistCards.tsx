/**
 * The shortlisting stats' two cards: the Shortlist (how many, by admit chance and by status, past
 * due and rolling) and the Next deadlines of programs still applied to. One slice feeds both.
 */
import { ROUTES } from "@gradplan/schema";
import { Link } from "react-router-dom";
import styled from "styled-components";
import type { ShortlistingStatsQuery } from "../../graphql/generated";
import { formatDay } from "../../shared/ui/dates";
import { BarChart } from "./BarChart";
import { CardFoot, Headline, Muted, SliceCard } from "./DashboardCard";
import { daysLeftText, DASHBOARD_TEXT as T } from "./dashboardText";
import { deadlineKindLabel, URGENT_DAYS } from "./nextSteps";
import type { Slice } from "./useSlice";

export type ShortlistingStats = ShortlistingStatsQuery["shortlistingStats"];

export function ShortlistCard({ slice }: { slice: Slice<ShortlistingStats> }) {
  return (
    <SliceCard
      id="dashboard-shortlist"
      title={T.shortlist}
      slice={slice}
      loadingLabel={T.shortlistLoading}
    >
      {(stats) => (stats.total === 0 ? <EmptyShortlist /> : <ShortlistFigures stats={stats} />)}
    </SliceCard>
  );
}

function EmptyShortlist() {
  return (
    <>
      <Muted>{T.shortlistEmpty}</Muted>
      <CardFoot>
        <Link to={ROUTES.universitySearch}>{T.findPrograms}</Link>
      </CardFoot>
    </>
  );
}

function ShortlistFigures({ stats }: { stats: ShortlistingStats }) {
  return (
    <>
      <Headline>
        <strong>{stats.total}</strong>{" "}
        {stats.total === 1 ? "program shortlisted" : "programs shortlisted"}
      </Headline>
      <BarChart
        title={T.byCategory}
        labelHeader="Admit chance"
        valueHeader="Programs"
        rows={stats.by_category.map(({ category, count }) => ({ label: category, value: count }))}
      />
      <BarChart
        title={T.byStatus}
        labelHeader="Status"
        valueHeader="Programs"
        rows={stats.by_status.map(({ status, count }) => ({ label: status, value: count }))}
      />
      <Facts>
        <div>
          <dt>{T.pastDue}</dt>
          <dd>
            {stats.past_due} <small>({T.pastDueHint})</small>
          </dd>
        </div>
        <div>
          <dt>{T.rolling}</dt>
          <dd>{stats.rolling}</dd>
        </div>
      </Facts>
      <CardFoot>
        <Link to={ROUTES.universityShortlisting}>{T.openShortlist}</Link>
      </CardFoot>
    </>
  );
}

export function DeadlinesCard({ slice }: { slice: Slice<ShortlistingStats> }) {
  return (
    <SliceCard
      id="dashboard-deadlines"
      title={T.deadlines}
      slice={slice}
      loadingLabel={T.deadlinesLoading}
    >
      {(stats) =>
        stats.next_deadlines.length === 0 ? (
          <>
            <Muted>{T.deadlinesEmpty}</Muted>
            <CardFoot>
              {stats.total === 0 ? (
                <Link to={ROUTES.universitySearch}>{T.findPrograms}</Link>
              ) : (
                <Link to={ROUTES.universityShortlisting}>{T.openShortlist}</Link>
              )}
            </CardFoot>
          </>
        ) : (
          <>
            <DeadlineList>
              {stats.next_deadlines.map((d) => (
                <li key={`${d.course_id}-${d.kind}`}>
                  <strong>{d.course_name}</strong>
                  <span>{d.university_name}</span>
                  <span>
                    {deadlineKindLabel(d.kind)}{" "}
                    <time dateTime={d.deadline}>{formatDay(d.deadline)}</time>,{" "}
                    <Soon $urgent={d.days_left <= URGENT_DAYS}>{daysLeftText(d.days_left)}</Soon>
                  </span>
                  <Status>Status: {d.status}</Status>
                </li>
              ))}
            </DeadlineList>
            <CardFoot>
              <Link to={ROUTES.universityShortlisting}>{T.openShortlist}</Link>
            </CardFoot>
          </>
        )
      }
    </SliceCard>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0;

  & > div { display: contents; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; }
`;

const DeadlineList = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  && { padding: 0; }
  list-style: none;

  && li {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding-bottom: 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  && li:last-child { border-bottom: 0; padding-bottom: 0; }
`;

const Soon = styled.span<{ $urgent: boolean }>`
  font-weight: ${({ $urgent }) => ($urgent ? 700 : 400)};
  color: ${({ theme, $urgent }) => ($urgent ? theme.colors.warning : "inherit")};
`;

const Status = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;
