/** Styles of the site header; mobile-first, the full bar shows from the `xl` breakpoint. */
import { Link, NavLink } from "react-router-dom";
import styled, { css } from "styled-components";
import { IconButton } from "../../shared/ui/Button";

/** The full bar: every item on one line, which takes the whole `xl` column when signed in. */
export const desktop = (styles: ReturnType<typeof css>) => css`
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    ${styles}
  }
`;

export const Header = styled.header<{ $scrolled: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.navbar};
  background: ${({ theme, $scrolled }) =>
    $scrolled ? theme.colors.background : theme.colors.heroBackground};
  box-shadow: ${({ theme, $scrolled }) => ($scrolled ? theme.shadows.raised : "none")};
  transition: background-color 0.2s ease, box-shadow 0.2s ease;
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.navbarHeight};
  margin: 0 auto;
  padding: 0.5rem 1rem;
  ${desktop(css`flex-wrap: nowrap; gap: 0.75rem;`)}
`;

export const Brand = styled(Link)`
  margin-right: auto;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.375rem;
  font-weight: 800;
  text-decoration: none;
  ${desktop(css`margin-right: 0;`)}
`;

export const MenuButton = styled(IconButton)`
  color: ${({ theme }) => theme.colors.primary};
  ${desktop(css`display: none;`)}
`;

export const MenuPanel = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? "flex" : "none")};
  flex-direction: column;
  align-items: stretch;
  gap: 0.75rem;
  width: 100%;
  padding: 0.5rem 0 1rem;

  ${desktop(css`
    display: flex;
    flex-direction: row;
    align-items: center;
    flex: 1;
    padding: 0;
  `)}
`;

export const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${desktop(css`flex-direction: row; gap: 0;`)}
`;

const navLinkStyles = css`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  ${desktop(css`font-size: 0.9375rem;`)}

  &:hover { text-decoration: underline; }
  &[aria-current="page"] {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
`;

export const RouteNavLink = styled(NavLink)`
  ${navLinkStyles}
`;

export const ExternalNavLink = styled.a`
  ${navLinkStyles}
`;

/* At its narrowest the box still shows its whole placeholder ('Search universities'). */
export const SearchSlot = styled.div`
  width: 100%;
  ${desktop(css`flex: 1; min-width: 11.5rem; max-width: 320px; margin-left: auto;`)}
`;
