/** Shared look of the auth forms' labels, controls and inline errors. */
import styled, { css } from "styled-components";

export const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin-bottom: 1.125rem;
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const controlStyles = css`
  width: 100%;
  min-height: 44px; /* touch target */
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &[aria-invalid="true"] {
    border-color: ${({ theme }) => theme.colors.error};
    border-width: 2px;
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;

export const Select = styled.select`
  ${controlStyles}
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.9375rem;
`;

export const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** ids that tie a control to its error text (aria-describedby). */
export function errorIdOf(id: string): string {
  return `${id}-error`;
}

export function invalidProps(id: string, error: string | null | undefined) {
  return error
    ? { "aria-invalid": true as const, "aria-describedby": errorIdOf(id) }
    : { "aria-invalid": undefined, "aria-describedby": undefined };
}
