/** Styles of the shortlist screen: header, toolbar, tabs, course cards and the calendar box. */
import styled, { css } from "styled-components";
import { CardGrid, GridCard } from "../../shared/ui/CardGrid";
import { controlStyles } from "../../shared/ui/form/fieldStyles";
import type { DeadlineUrgency } from "./shortlistView";

export const Header = styled.div`
  margin-bottom: 1.25rem;

  h1 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.5rem, 3.5vw, 2.25rem);
    color: ${({ theme }) => theme.colors.primary};
  }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const Layout = styled.div`
  display: grid;
  gap: 1.5rem;

  & > * { min-width: 0; }
`;

export const ListHeading = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1.25rem;
  &:focus { outline: none; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1rem;
  margin-bottom: 1rem;

  & > div { display: flex; flex-direction: column; gap: 0.25rem; }
  label { font-weight: 600; font-size: 0.9375rem; }
  select { ${controlStyles}; width: auto; min-width: 9.5rem; }
`;

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin-bottom: 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Tab = styled.button.attrs({ type: "button" })`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.5rem 0.875rem;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover { color: ${({ theme }) => theme.colors.primary}; }
  &[aria-selected="true"] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: -3px; }
`;

export const Count = styled.span`
  min-width: 1.5rem;
  padding: 0 0.375rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8125rem;
  text-align: center;
`;

export const CardList = styled(CardGrid).attrs({ $min: "340px" })``;

export const Card = styled(GridCard)`
  h4 {
    margin: 0 0 0.25rem;
    font-size: 0.9375rem;
  }
`;

export { GridCardTop as CardTop } from "../../shared/ui/CardGrid";

export const CourseLine = styled.p`
  margin: 0.25rem 0 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Degree = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

export const StatusField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;

  label { font-weight: 600; font-size: 0.9375rem; }
  select { ${controlStyles} }
  select[aria-busy="true"] { cursor: progress; }
`;

export const DeadlineList = styled.dl`
  display: grid;
  gap: 0.375rem;
  margin: 0;

  div { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 0.75rem; }
  dt { min-width: 4.5rem; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; }
  dd { margin: 0; display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem; }
`;

const URGENCY = {
  passed: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
  `,
  soon: css`
    background: ${({ theme }) => theme.colors.warningBackground};
    color: ${({ theme }) => theme.colors.warning};
  `,
  later: css``,
};

export const DeadlineDate = styled.time<{ $urgency: DeadlineUrgency }>`
  font-weight: 600;
  ${({ $urgency }) => $urgency === "passed" && css`text-decoration: line-through;`}
`;

export const UrgencyTag = styled.span<{ $urgency: DeadlineUrgency }>`
  padding: 0.0625rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8125rem;
  font-weight: 700;
  ${({ $urgency }) => URGENCY[$urgency]}
`;

export const RollingNote = styled.p`
  margin: 0.25rem 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.info};
`;

export const CardFoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-top: auto;
  padding-top: 0.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Disclosure = styled.button.attrs({ type: "button" })`
  align-self: flex-start;
  min-height: 44px;
  padding: 0.25rem 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; }
`;

export const HistoryList = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  font-size: 0.9375rem;
  li { margin-bottom: 0.25rem; }
`;

export const Problem = styled.div`
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.errorBackground};
  color: ${({ theme }) => theme.colors.error};

  p { margin: 0 0 0.75rem; font-weight: 600; }
`;

export const Empty = styled.div`
  padding: 2rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;

  p { margin: 0 0 1rem; color: ${({ theme }) => theme.colors.textMuted}; }
  p:first-child { font-size: 1.125rem; font-weight: 600; color: ${({ theme }) => theme.colors.text}; }
`;

export const EmptyTab = styled.p`
  padding: 1.5rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SkeletonCard = styled.li`
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const CalendarBox = styled.section`
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 { margin: 0 0 0.5rem; font-size: 1.25rem; }
  h3 { margin: 1.25rem 0 0.5rem; font-size: 1.0625rem; }
  p { margin: 0 0 0.75rem; }
`;

export const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.link};
  font-weight: 700;
`;

export const Warning = styled.p`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

export const UrlBox = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-top: 1rem;
  padding: 1rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  label { font-weight: 700; }
  input { ${controlStyles}; font-family: ui-monospace, monospace; font-size: 0.875rem; }
  p { margin: 0; }
`;

export const UrlRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;

  input { flex: 1 1 16rem; min-width: 0; }
`;
