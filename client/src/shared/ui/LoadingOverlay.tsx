/** Full-screen blocking loader for long work (uploads, evaluations); mount it while busy. */
import { LOADER_SLOW_TEXT } from "@gradplan/schema";
import styled from "styled-components";
import { type LoaderStepInterval, useLoaderProgress } from "./loaderProgress";
import { ProgressBar } from "./ProgressBar";

export interface LoadingOverlayProps {
  /** What is happening, e.g. "Evaluating your resume". */
  label?: string;
  /** Spec: the bar advances every 100, 200 or 300 ms. */
  stepIntervalMs?: LoaderStepInterval;
}

export function LoadingOverlay({ label = "Loading", stepIntervalMs = 200 }: LoadingOverlayProps) {
  const { progress, slow } = useLoaderProgress(stepIntervalMs);
  return (
    <Backdrop aria-busy="true">
      <Card>
        <Label>{label}</Label>
        <ProgressBar label={label} value={progress} />
        <Slow role="status">{slow ? LOADER_SLOW_TEXT : ""}</Slow>
      </Card>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  place-items: center;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.backdrop};
`;

const Card = styled.div`
  width: min(100%, 420px);
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const Label = styled.p`
  margin-bottom: 0.75rem;
  font-weight: 600;
`;

const Slow = styled.p`
  min-height: 1.6em;
  margin: 0.75rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
