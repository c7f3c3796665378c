/** Styles of the preferences section on the shortlist screen. */
import styled from "styled-components";
import { Panel } from "../../shared/ui/Panel";

export const Section = styled(Panel)`
  justify-items: start;
  gap: 0.5rem;
`;

/** The summary: term and value side by side where there is room, stacked on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0.5rem 1.5rem;
  width: 100%;
  margin: 0;

  div { min-width: 0; }
  dt { font-weight: 600; font-size: 0.9375rem; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
