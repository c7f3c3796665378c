/** A grid of raised cards (search results, the shortlist): as many columns as fit. */
import styled from "styled-components";

/** `$min`: a card's narrowest width before the grid drops a column. */
export const CardGrid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min ?? "320px"}), 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const GridCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  h3 {
    margin: 0;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }
`;

/** A card's first row: its title on the left, an action on the right. */
export const GridCardTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
`;
