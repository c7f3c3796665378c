/** Shimmering placeholder blocks; wrap a group in <SkeletonRegion> so readers hear "loading". */
import type { ReactNode } from "react";
import styled, { css, keyframes } from "styled-components";
import { VisuallyHidden } from "./VisuallyHidden";

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const shimmering = css`
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonShine} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
`;

export const Skeleton = styled.span.attrs({ "aria-hidden": true })<{
  $width?: string;
  $height?: string;
}>`
  display: block;
  width: ${({ $width = "100%" }) => $width};
  height: ${({ $height = "1rem" }) => $height};
  margin-bottom: 0.75rem;
  ${shimmering}
`;

/**
 * A placeholder with the shape of what it stands for: its children (the real markup with sample
 * values) lay out as the loaded content will, so nothing below it moves when that arrives (a
 * layout shift). Headings and terms show; values, text and controls show as shimmering bars.
 * It adds no box of its own, so its children sit in their parent's grid or flow as the loaded
 * ones will. Hidden from readers and from focus.
 */
export const SkeletonShape = styled.div.attrs({ "aria-hidden": true, inert: true })`
  display: contents;

  && :is(p, dd, li, a, button) {
    color: transparent;
    border-color: transparent;
    box-shadow: none;
    ${shimmering}
  }
`;

export function SkeletonRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div aria-busy="true" data-testid="skeleton">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {children}
    </div>
  );
}
