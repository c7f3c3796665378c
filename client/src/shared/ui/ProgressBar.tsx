/** A labelled horizontal bar (progressbar role) for a value between 0 and `max`. */
import styled from "styled-components";
import { assertInRange } from "./range";

export interface ProgressBarProps {
  value: number;
  max?: number;
  label: string;
  /** Screen-reader text for the value, e.g. "40 out of 120"; defaults to a percentage. */
  valueText?: string;
  color?: string;
}

export function ProgressBar({ value, max = 100, label, valueText, color }: ProgressBarProps) {
  if (!(max > 0)) throw new RangeError(`${label}: the maximum must be above 0; got ${max}.`);
  assertInRange(value, 0, max, label);
  const percent = (value / max) * 100;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText ?? `${Math.round(percent)}%`}
    >
      <Fill style={{ width: `${percent}%` }} $color={color} />
    </Track>
  );
}

const Track = styled.div`
  width: 100%;
  height: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.skeleton};
  overflow: hidden;
`;

const Fill = styled.div<{ $color: string | undefined }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $color }) => $color ?? theme.colors.primary};
  transition: width 0.2s ease;
`;
