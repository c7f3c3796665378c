/** Buttons and button-looking router links, in three variants. */
import { Link } from "react-router-dom";
import styled, { css } from "styled-components";

export type ButtonVariant = "primary" | "secondary" | "ghost";

interface VariantProps {
  $variant?: ButtonVariant;
}

const buttonStyles = css<VariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px; /* touch target */
  padding: 0.5rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, color 0.15s ease;

  ${({ theme, $variant = "primary" }) => {
    if ($variant === "primary") {
      return css`
        background: ${theme.colors.primary};
        color: ${theme.colors.onPrimary};
        &:hover { background: ${theme.colors.primaryHover}; }
      `;
    }
    if ($variant === "secondary") {
      return css`
        background: ${theme.colors.background};
        color: ${theme.colors.primary};
        &:hover { background: ${theme.colors.surface}; }
      `;
    }
    return css`
      background: transparent;
      border-color: transparent;
      color: ${theme.colors.primary};
      &:hover { background: ${theme.colors.surface}; }
    `;
  }}

  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export const Button = styled.button.attrs<VariantProps>((props) => ({
  type: props.type ?? "button",
}))<VariantProps>`
  ${buttonStyles}
`;

export const ButtonLink = styled(Link)<VariantProps>`
  ${buttonStyles}
`;

/** A square button holding only an icon; callers must give it an aria-label. */
export const IconButton = styled.button.attrs({ type: "button" })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover { background: rgba(15, 23, 42, 0.08); }
`;
