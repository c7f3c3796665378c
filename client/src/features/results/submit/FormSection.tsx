/** One titled part of the submit-results form: a card with its h2 and an optional note under it. */
import type { ReactNode } from "react";
import styled from "styled-components";

export interface FormSectionProps {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}

export function FormSection({ id, title, note, children }: FormSectionProps) {
  const titleId = `${id}-title`;
  const noteId = `${id}-note`;
  return (
    <Card id={id} aria-labelledby={titleId} aria-describedby={note ? noteId : undefined}>
      <h2 id={titleId}>{title}</h2>
      {note ? <Note id={noteId}>{note}</Note> : null}
      {children}
    </Card>
  );
}

export const Card = styled.section`
  margin: 0 0 1.5rem;
  padding: clamp(1rem, 3vw, 1.5rem);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  h2 { margin: 0 0 1rem; font-size: 1.25rem; }
`;

const Note = styled.p`
  margin: -0.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
