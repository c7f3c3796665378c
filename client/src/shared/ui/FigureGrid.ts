/** A few named figures side by side (a <dl> of <div>s), wrapping to as many columns as fit. */
import styled from "styled-components";

export const FigureGrid = styled.dl<{ $minWidth?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $minWidth }) => $minWidth ?? "7.5rem"}), 1fr));
  gap: 0.75rem;
  margin: 0 0 1rem;

  div {
    padding: 0.625rem 0.875rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; font-weight: 600; }
  dd { margin: 0.25rem 0 0; font-size: 1.25rem; font-weight: 700; }
`;
