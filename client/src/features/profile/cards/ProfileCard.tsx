import type { ReactNode } from "react";
import styled from "styled-components";
import { Button } from "../../../shared/ui/Button";
import { Skeleton, SkeletonRegion } from "../../../shared/ui/Skeleton";

export interface ProfileCardProps {
  id: string;
  title: string;
  /** The edit button's accessible name, e.g. "Edit personal information". */
  editLabel?: string;
  onEdit?: () => void;
  wide?: boolean;
  children: ReactNode;
}

export function ProfileCard({
  id,
  title,
  editLabel,
  onEdit,
  wide = false,
  children,
}: ProfileCardProps) {
  const headingId = `${id}-title`;
  return (
    <Card id={id} aria-labelledby={headingId} $wide={wide}>
      <Header>
        {/* Focusable from script: "Fill missing details" lands keyboard users on the card. */}
        <h2 id={headingId} tabIndex={-1}>
          {title}
        </h2>
        {onEdit ? (
          <Button $variant="secondary" aria-label={editLabel} onClick={onEdit}>
            Edit
          </Button>
        ) : null}
      </Header>
      {children}
    </Card>
  );
}

export function CardSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion label={label}>
      <Skeleton $width="60%" />
      <Skeleton $width="80%" />
      <Skeleton $width="40%" />
    </SkeletonRegion>
  );
}

export function CardFailure({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Failure>
      <p>{message}</p>
      <Button $variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Failure>
  );
}

/**
 * Labels beside their values once the card has room for the longest label and a value's longest
 * word; a narrower card (a phone) puts each label above its value. Side by side at any width, a
 * max-content label left 'International Student' a column too narrow for one word, split mid-word.
 */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 1rem;
  margin: 0;

  dt { font-weight: 600; }
  dd { margin: 0 0 0.5rem; overflow-wrap: anywhere; }

  @container (min-width: 20rem) {
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.375rem 1rem;

    dd { margin: 0; }
  }
`;

export const Muted = styled.p`
  margin: 0.75rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CardList = styled.ul`
  margin: 0;
  && { padding-left: 1.25rem; }
`;

const Card = styled.section<{ $wide: boolean }>`
  container-type: inline-size; /* Facts lay out by the card's width, not the screen's */
  grid-column: ${({ $wide }) => ($wide ? "1 / -1" : "auto")};
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 0.75rem;

  && h2 { margin: 0; font-size: 1.25rem; }
`;

const Failure = styled.div`
  p { color: ${({ theme }) => theme.colors.error}; }
`;
