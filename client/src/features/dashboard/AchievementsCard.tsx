/**
 * The Badges and the Awards cards: the earned ones with the day they were earned, then the rest
 * as goals (muted, with what earns them), so the student sees what to aim for.
 */
import type { AchievementKind } from "@gradplan/schema";
import styled, { css, useTheme } from "styled-components";
import { formatDay } from "../../shared/ui/dates";
import { type AchievementView, achievementsOf, type EarnedAchievement } from "./achievements";
import { Muted, SliceCard } from "./DashboardCard";
import { DASHBOARD_TEXT as T } from "./dashboardText";
import type { Slice } from "./useSlice";

const WORDS: Record<AchievementKind, { title: string; loading: string }> = {
  badge: { title: T.badges, loading: T.badgesLoading },
  award: { title: T.awards, loading: T.awardsLoading },
};

export interface AchievementsCardProps {
  kind: AchievementKind;
  slice: Slice<readonly EarnedAchievement[]>;
}

export function AchievementsCard({ kind, slice }: AchievementsCardProps) {
  const words = WORDS[kind];
  return (
    <SliceCard
      id={`dashboard-${kind}s`}
      title={words.title}
      slice={slice}
      loadingLabel={words.loading}
    >
      {(earned) => {
        const all = achievementsOf(kind, earned);
        return (
          <>
            <Muted>{`${earned.length} of ${all.length} earned`}</Muted>
            <List>
              {all.map((item) => (
                <Item key={item.key} item={item} kind={kind} />
              ))}
            </List>
          </>
        );
      }}
    </SliceCard>
  );
}

function Item({ item, kind }: { item: AchievementView; kind: AchievementKind }) {
  const earned = item.earnedAt !== null;
  return (
    <Row $earned={earned}>
      <Icon kind={kind} earned={earned} />
      <div>
        <strong>{item.name}</strong>
        <span>{item.description}</span>
        {item.earnedAt !== null ? (
          <When>
            Earned <time dateTime={item.earnedAt}>{formatDay(item.earnedAt)}</time>
          </When>
        ) : (
          <When>{T.goal}: not earned yet</When>
        )}
      </div>
    </Row>
  );
}

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  && { padding: 0; }
  list-style: none;
`;

const Row = styled.li<{ $earned: boolean }>`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;

  svg { flex: none; }
  && { margin: 0; }
  padding: 0.625rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};

  & > div { display: flex; flex-direction: column; min-width: 0; overflow-wrap: anywhere; }
  span { font-size: 0.9375rem; }

  ${({ $earned, theme }) =>
    $earned
      ? css`
          border: 1px solid ${theme.colors.success};
          background: ${theme.colors.successBackground};
        `
      : css`
          border: 1px dashed ${theme.colors.border};
          color: ${theme.colors.textMuted};
        `}
`;

/** A check in a circle for a badge, a star for an award; grey while it is a goal. For the eye. */
function Icon({ kind, earned }: { kind: AchievementKind; earned: boolean }) {
  const theme = useTheme();
  const color = !earned
    ? theme.colors.border
    : kind === "badge"
      ? theme.colors.success
      : theme.colors.warning;
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {kind === "badge" ? (
        <>
          <circle cx="12" cy="12" r="11" fill={color} />
          <path
            d="M7 12.5l3.2 3.2L17 9"
            fill="none"
            stroke={theme.colors.background}
            strokeWidth="2.2"
          />
        </>
      ) : (
        <path
          d="M12 1.5l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.6l-6.4 3.5L7 14l-5.3-5 7.2-.9z"
          fill={color}
        />
      )}
    </svg>
  );
}

const When = styled.span`
  font-weight: 600;
`;
