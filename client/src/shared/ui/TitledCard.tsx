/**
 * A card that is a region named by its h2: the frame of the resume and dashboard cards. Wide cards
 * span the whole grid row; a feature extends the look with styled(TitledCard).
 */
import type { ReactNode } from "react";
import styled from "styled-components";

export interface TitledCardProps {
  id: string;
  title: string;
  /** Spans the whole grid row. */
  wide?: boolean;
  className?: string;
  children: ReactNode;
}

export function TitledCard({ id, title, wide = false, className, children }: TitledCardProps) {
  const headingId = `${id}-title`;
  return (
    <Card id={id} aria-labelledby={headingId} $wide={wide} className={className}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Card>
  );
}

const Card = styled.section<{ $wide: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? "1 / -1" : "auto")};
  min-width: 0;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  && h2 { margin: 0 0 0.75rem; font-size: 1.25rem; }
`;
