/** Styles of the email access card (account settings) and its one line on the shortlist. */
import { Link } from "react-router-dom";
import styled from "styled-components";

/** A settings card, as the account page's other sections. */
export const Card = styled.section`
  margin-top: 1.5rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 { margin: 0 0 0.5rem; font-size: 1.25rem; }
  h2:focus { outline: none; }
  h2:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; }
  p { margin: 0 0 0.75rem; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

export const Paused = styled.div`
  margin: 0 0 1rem;
  padding: 0.875rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningBackground};
  color: ${({ theme }) => theme.colors.text};

  h3 { margin: 0 0 0.25rem; font-size: 1.0625rem; color: ${({ theme }) => theme.colors.warning}; }
  p { margin: 0 0 0.25rem; }
  p:last-child { margin: 0; }
`;

export const ConnectError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/** The shortlist's line: the words, then the button or the link, wrapping on a narrow screen. */
export const Line = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  p { flex: 1 1 18rem; margin: 0; }
`;

export const ManageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.link};
  font-weight: 600;
`;
