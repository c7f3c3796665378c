/** Layout of the search page: its header row, the login prompt and the filter-beside-results grid. */
import styled, { css } from "styled-components";

/** The logged-out page has no platform layout around it, so it sets its own width. */
export const Standalone = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.25rem;

  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 3.5vw, 2.25rem);
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export const Prompt = styled.p`
  margin: 0 0 1.5rem;
  padding: 0.875rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoBackground};
  color: ${({ theme }) => theme.colors.text};

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 700;
  }
`;

export const Body = styled.div<{ $withFilter: boolean }>`
  display: grid;
  gap: 1.5rem;

  /* Grid items default to their content's width; long names must wrap instead. */
  & > * { min-width: 0; }

  ${({ $withFilter, theme }) =>
    $withFilter &&
    css`
      @media (min-width: ${theme.breakpoints.md}) {
        grid-template-columns: minmax(260px, 320px) 1fr;
      }
    `}
`;
