/**
 * The resume page's score graphics, both meters with a name and a spoken value: a circular gauge
 * for the overall score and a bar for the others. Callers pass values already held to 0-max.
 */
import type { CSSProperties } from "react";
import styled from "styled-components";
import { assertInRange } from "../../shared/ui/range";

export interface ScoreMeterProps {
  label: string;
  value: number;
  max?: number;
  color: string;
  /** Spoken value, e.g. "72 out of 100, Average". */
  valueText: string;
}

export function ScoreBar({ label, value, max = 100, color, valueText }: ScoreMeterProps) {
  assertInRange(value, 0, max, label);
  return (
    <Track
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <Fill style={{ width: `${(value / max) * 100}%`, background: color }} />
    </Track>
  );
}

export function ScoreRing({ label, value, max = 100, color, valueText }: ScoreMeterProps) {
  assertInRange(value, 0, max, label);
  return (
    <Ring
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      style={{ "--fill": color, "--percent": `${(value / max) * 100}%` } as CSSProperties}
    >
      <Centre aria-hidden="true">
        {value}
        <Max>/{max}</Max>
      </Centre>
    </Ring>
  );
}

const Track = styled.div`
  width: 100%;
  height: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.skeleton};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
`;

const Ring = styled.div`
  display: grid;
  place-items: center;
  width: 8rem;
  height: 8rem;
  margin: 0 auto 0.5rem;
  border-radius: 50%;
  background: conic-gradient(var(--fill) var(--percent), ${({ theme }) => theme.colors.skeleton} 0);
`;

const Centre = styled.span`
  display: grid;
  place-items: center;
  width: 6.5rem;
  height: 6.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 2rem;
  font-weight: 700;
  line-height: 1;
`;

const Max = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-weight: 600;
`;
