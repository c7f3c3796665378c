/**
 * Labelled horizontal bars for a value between 0 and `max`: ProgressBar (progressbar role, for how
 * far something has got) and MeterBar (meter role, for a score or a measure).
 */
import styled from "styled-components";
import { valueRangeAria } from "./range";

export interface BarProps {
  value: number;
  max?: number;
  label: string;
  /** Screen-reader text for the value, e.g. "40 out of 120"; defaults to a percentage. */
  valueText?: string;
  color?: string;
}

export function ProgressBar(props: BarProps) {
  return <LinearBar role="progressbar" {...props} />;
}

export function MeterBar(props: BarProps) {
  return <LinearBar role="meter" {...props} />;
}

function LinearBar({
  role,
  value,
  max = 100,
  label,
  valueText,
  color,
}: BarProps & { role: "meter" | "progressbar" }) {
  const aria = valueRangeAria(role, label, value, max, valueText);
  const percent = (value / max) * 100;
  return (
    <Track {...aria} aria-valuetext={valueText ?? `${Math.round(percent)}%`}>
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
