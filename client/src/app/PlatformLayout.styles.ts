/** Styles of the platform layout: a column of links from `md` up, a folding menu below it. */
import { NavLink } from "react-router-dom";
import styled, { css } from "styled-components";
import { Column } from "../shared/ui/Page";

const wide = (styles: ReturnType<typeof css>) => css`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    ${styles}
  }
`;

export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  ${wide(css`
    flex-direction: row;
    align-items: flex-start;
  `)}
`;

export const Side = styled.nav`
  padding: 0.75rem 1rem 0;
  ${wide(css`
    position: sticky;
    top: ${({ theme }) => theme.layout.navbarHeight};
    flex: none;
    width: 220px;
    padding: 2rem 0 2rem 1rem;
  `)}
`;

export const MenuToggle = styled.button.attrs({ type: "button" })`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${wide(css`display: none;`)}
`;

export const LinkList = styled.ul<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? "flex" : "none")};
  flex-direction: column;
  gap: 0.25rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  ${wide(css`
    display: flex;
    margin: 0;
  `)}
`;

export const SideLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;

  &:hover { background: ${({ theme }) => theme.colors.surface}; }

  &[aria-current="page"] {
    background: ${({ theme }) => theme.colors.heroBackground};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

export const Content = styled.div`
  flex: 1;
  min-width: 0;
  padding: 1.5rem 1rem 3rem;
  ${wide(css`padding: 2rem 1.5rem 3rem;`)}

  /* A content page's column pads itself where it stands alone; here this area already does, and
     two gutters left a phone 311 of its 375 px. */
  & > ${Column} { padding: 0; }
`;
