/** One suggestion in a combobox's listbox; the highlighted one (aria-selected) is marked. */
import styled from "styled-components";

export const SuggestionOption = styled.div`
  padding: 0.5rem 0.875rem;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover,
  &[aria-selected="true"] {
    background: ${({ theme }) => theme.colors.heroBackground};
    color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-selected="true"] {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;
