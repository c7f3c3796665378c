/** Styles of the search result cards and their list. */
import styled from "styled-components";

import { GridCard } from "../../shared/ui/CardGrid";

export { CardGrid as CardList, GridCardTop as CardTop } from "../../shared/ui/CardGrid";

/** Below `sm` a card is compact (issue 32): ten of them were 6,400 px on a phone. */
const phone = ({ theme }: { theme: { breakpoints: { sm: string } } }) =>
  `@media (max-width: calc(${theme.breakpoints.sm} - 1px))`;

export const Card = styled(GridCard)`
  ${phone} {
    gap: 0.5rem;
    padding: 0.875rem 1rem;
  }
`;

export const Place = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CourseName = styled.p`
  margin: 0;
  font-weight: 600;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
  gap: 0.5rem 1rem;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }

  ${phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.25rem 0.75rem;
    dt { font-size: 0.75rem; }
    /* The preference match (a link before preferences are saved) takes the row, unwrapped. */
    & > div:nth-child(5) { grid-column: 1 / -1; }
  }
`;

/** The fee's source under it, in small type. */
export const FeeSource = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  font-weight: 400;
`;

export const Gauges = styled.div`
  display: flex;
  justify-content: space-around;
  gap: 0.5rem;
  padding: 0.5rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${phone} { padding: 0.25rem 0 0; }
`;

export const NewTabLink = styled.a`
  margin-top: auto;
  color: ${({ theme }) => theme.colors.link};
  font-weight: 600;

  ${phone} { font-size: 0.9375rem; }
`;

/** Placeholder card of the same outline, shown while a page loads. */
export const SkeletonCard = styled.li`
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;
