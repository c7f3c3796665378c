/** A bordered box of the page (a section of a screen, not a card of a list); dashed for an offer. */
import styled from "styled-components";

export const Panel = styled.section<{ $dashed?: boolean }>`
  display: grid;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px ${({ $dashed }) => ($dashed ? "dashed" : "solid")} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 { margin: 0; font-size: 1.0625rem; }
  p { margin: 0; }
`;
