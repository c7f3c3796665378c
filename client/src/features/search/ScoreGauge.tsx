/**
 * A card's round gauge for a program figure out of its test maximum (spec 2 section 9: TOEFL 120,
 * IELTS 9, GRE 340, GPA 4). The ring is a meter with the figure as its value; null shows 'NA'.
 */
import styled from "styled-components";

export interface ScoreGaugeProps {
  label: string;
  value: number | null;
  max: number;
}

export function ScoreGauge({ label, value, max }: ScoreGaugeProps) {
  if (value === null) {
    return (
      <Item>
        <Ring role="img" aria-label={`${label}: NA`} $percent={0}>
          <Figure aria-hidden="true">NA</Figure>
        </Ring>
        <Label aria-hidden="true">{label}</Label>
      </Item>
    );
  }
  // The server's figures are within the test's range; clamp only the drawing, never the number.
  const percent = Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <Item>
      <Ring
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={`${value} out of ${max}`}
        $percent={percent}
      >
        <Figure aria-hidden="true">
          {value}
          <Max>/{max}</Max>
        </Figure>
      </Ring>
      <Label aria-hidden="true">{label}</Label>
    </Item>
  );
}

const Item = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.25rem;
`;

const Ring = styled.div<{ $percent: number }>`
  display: grid;
  place-items: center;
  width: 4.25rem;
  height: 4.25rem;
  border-radius: 50%;
  background: conic-gradient(
    ${({ theme }) => theme.colors.primary} ${({ $percent }) => $percent}%,
    ${({ theme }) => theme.colors.skeleton} 0
  );
`;

const Figure = styled.span`
  display: grid;
  place-items: center;
  width: 3.25rem;
  height: 3.25rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 0.9375rem;
  line-height: 1.1;
  text-align: center;
`;

const Max = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.6875rem;
  font-weight: 600;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 600;
`;
