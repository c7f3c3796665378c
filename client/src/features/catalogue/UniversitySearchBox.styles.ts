/** Styles of the navbar search box and its dropdown. */
import styled, { keyframes } from "styled-components";
import { controlStyles } from "../../shared/ui/form/fieldStyles";

export const SearchRoot = styled.div`
  position: relative;
  width: 100%;
`;

export const Input = styled.input`
  ${controlStyles}
  padding: 0.5rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.pill};

  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const Popup = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  top: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  /* No inner scrolling: at most 10 suggestions fit, and a scrolling listbox that focus never
     enters cannot be scrolled from the keyboard (axe: scrollable-region-focusable). */
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.overlay};

  &[hidden] { display: none; }
`;

export const Listbox = styled.div`
  padding: 0.25rem 0;
`;

export const StatusLine = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  padding: 0.75rem 1rem;
  color: ${({ theme }) => theme.colors.textMuted};

  &:empty { display: none; }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  width: 1rem;
  height: 1rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
