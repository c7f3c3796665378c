/** Styles the SOP page's parts share: the layout, the panels, notes and the download link. */
import styled from "styled-components";

export const Header = styled.div`
  margin-bottom: 1.5rem;

  h1 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    color: ${({ theme }) => theme.colors.primary};
  }
  p { margin: 0; max-width: 60rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** One column on small screens; from `lg` the list sits beside the editor and results. */
export const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;

  & > * { min-width: 0; }

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(16rem, 20rem) minmax(0, 1fr);
  }
`;

export const Column = styled.div`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`;

/** A raised panel named by its h2. */
export const Panel = styled.section`
  min-width: 0;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  h2 { margin: 0 0 0.75rem; font-size: 1.25rem; }
  h2:focus { outline: none; }
  h2:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; }
`;

export const Muted = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export const ErrorNote = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/** A link that looks like a secondary button: plain <a download> keeps the session's cookies. */
export const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover { background: ${({ theme }) => theme.colors.surface}; }
`;

export const Faqs = styled(Panel)`
  margin-top: 1.5rem;
`;
