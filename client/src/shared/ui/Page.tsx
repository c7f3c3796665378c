/** The frame of a content page: a centred column with one h1 that also sets the tab title. */
import type { ReactNode } from "react";
import styled from "styled-components";
import { useDocumentTitle } from "../hooks/useDocumentTitle";

export interface PageProps {
  title: string;
  /** Shown under the title. */
  lead?: ReactNode;
  children: ReactNode;
}

export function Page({ title, lead, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <Column>
      <h1>{title}</h1>
      {lead ? <Lead>{lead}</Lead> : null}
      {children}
    </Column>
  );
}

/**
 * Marks a page's root that fills the main area down to the footer (AppLayout stretches it), for
 * a page that paints its own background.
 */
export const FILLS_MAIN = { "data-fills-main": "" } as const;

export const Column = styled.div`
  max-width: 820px;
  margin: 0 auto;
  padding: 2.5rem 1rem 3.5rem;

  h1 { font-size: clamp(1.75rem, 4vw, 2.5rem); color: ${({ theme }) => theme.colors.primary}; }
  h2 { font-size: 1.375rem; margin-top: 2rem; }
  ul { padding-left: 1.25rem; }
  li { margin-bottom: 0.375rem; }
`;

const Lead = styled.p`
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
