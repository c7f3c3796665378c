/** The frame of the login and register pages: a narrow centred card with one h1 and the tab title. */
import type { ReactNode } from "react";
import styled from "styled-components";
import { useDocumentTitle } from "../../hooks/useDocumentTitle";
import { FILLS_MAIN } from "../Page";

export function AuthFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Wrap {...FILLS_MAIN}>
      <Card>
        <h1>{title}</h1>
        <Lead>{lead}</Lead>
        {children}
      </Card>
    </Wrap>
  );
}

/* Fills the main area (FILLS_MAIN), so the surface reaches the footer: on a screen taller than
   the card, a band of the page's white was left between them. */
const Wrap = styled.div`
  padding: 2rem 1rem 3.5rem;
  background: ${({ theme }) => theme.colors.surface};
`;

const Card = styled.div`
  max-width: 30rem;
  margin: 0 auto;
  padding: clamp(1.25rem, 4vw, 2.25rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  h1 { font-size: clamp(1.75rem, 4vw, 2.25rem); color: ${({ theme }) => theme.colors.primary}; }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SubmitRow = styled.div`
  margin-top: 1.5rem;

  button { width: 100%; }
`;

export const SwitchText = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
`;

/** A message about the whole form (the server's answer), shown under it. */
export const FormStatus = styled.p`
  margin: 1.25rem 0 0;
  /* Kept in the tree even when empty: live regions must exist before their text arrives. */
  &:empty { margin: 0; }
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

export const FormAlert = styled.div`
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  border-left: 6px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.errorBackground};
  color: ${({ theme }) => theme.colors.error};

  p { margin: 0; }
  a { color: ${({ theme }) => theme.colors.link}; }
`;
