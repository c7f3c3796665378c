/**
 * A dashboard card (a region named by its h2), and SliceCard: a card over one slice, showing
 * skeletons while it loads, the spec's failure message with a retry when it failed, else its
 * figures.
 */
import type { ReactNode } from "react";
import styled from "styled-components";
import { Button } from "../../shared/ui/Button";
import { Skeleton, SkeletonRegion } from "../../shared/ui/Skeleton";
import { TitledCard, type TitledCardProps } from "../../shared/ui/TitledCard";
import { DASHBOARD_TEXT } from "./dashboardText";
import type { Slice } from "./useSlice";

export type DashboardCardProps = TitledCardProps;

/** A titled card whose last line (a link) sits at the bottom, level across a row of cards. */
export const DashboardCard = styled(TitledCard)`
  display: flex;
  flex-direction: column;
`;

export function CardSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion label={label}>
      <Skeleton $width="50%" $height="1.5rem" />
      <Skeleton $width="85%" />
      <Skeleton $width="70%" />
      <Skeleton $width="40%" />
    </SkeletonRegion>
  );
}

/** The spec's message for a failed slice, and a retry of that slice alone. */
export function CardFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Failure>
      <p role="alert">{DASHBOARD_TEXT.failed}</p>
      <Button $variant="secondary" onClick={onRetry}>
        {DASHBOARD_TEXT.retry}
      </Button>
    </Failure>
  );
}

export interface SliceCardProps<T> extends Omit<DashboardCardProps, "children"> {
  slice: Slice<T>;
  /** What the skeleton says to screen readers, e.g. "Loading your badges". */
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

export function SliceCard<T>({ slice, loadingLabel, children, ...card }: SliceCardProps<T>) {
  return (
    <DashboardCard {...card}>
      {slice.kind === "ready" ? children(slice.data) : null}
      {slice.kind === "loading" ? <CardSkeleton label={loadingLabel} /> : null}
      {slice.kind === "failed" ? <CardFailure onRetry={slice.retry} /> : null}
    </DashboardCard>
  );
}

/** A big figure with its label beside it: "4 programs shortlisted". */
export const Headline = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    font-size: 2rem;
    line-height: 1;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Muted = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The card's way onward, at its foot. */
export const CardFoot = styled.p`
  margin: auto 0 0;
  padding-top: 1rem;
  font-weight: 600;
`;

const Failure = styled.div`
  p { color: ${({ theme }) => theme.colors.error}; }
`;
