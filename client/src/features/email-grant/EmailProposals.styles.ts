/** Styles of the decisions found in an email and of the paste box, on the shortlist screen. */
import styled from "styled-components";
import { Panel } from "../../shared/ui/Panel";

export const Section = styled.section`
  padding: 1rem;
  border: 2px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoBackground};

  h2 { margin: 0 0 0.25rem; font-size: 1.25rem; }
  h2:focus { outline: none; }
  h2:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; }
  & > p { margin: 0 0 0.75rem; }
`;

export const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: 0.5rem;
  padding: 0.875rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;

  p { margin: 0; }
`;

export const Quote = styled.blockquote`
  margin: 0;
  padding-left: 0.75rem;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  font-style: italic;
`;

export const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

export const CoursePick = styled.div`
  display: grid;
  gap: 0.25rem;
  max-width: 28rem;

  label { font-weight: 600; }
  select {
    min-height: 44px;
    padding: 0 0.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    font: inherit;
  }
`;

/** The paste box: one line until opened, then the form. */
export const PasteBox = styled(Panel).attrs({ $dashed: true })`
  form { display: grid; gap: 0.75rem; }
`;
