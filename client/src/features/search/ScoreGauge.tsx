/**
 * A card's round gauge for a program figure out of its test maximum (spec 2 section 9: TOEFL 120,
 * IELTS 9, GRE 340, GPA 4). The ring is a meter with the figure as its value; null shows 'NA'.
 * The catalogue's schema holds every figure within its test's range.
 */
import styled from "styled-components";
import { EmptyRing, RingMeter } from "../../shared/ui/RingMeter";

export interface ScoreGaugeProps {
  label: string;
  value: number | null;
  max: number;
}

export function ScoreGauge({ label, value, max }: ScoreGaugeProps) {
  return (
    <Item>
      {value === null ? (
        <EmptyRing label={label} size="small" />
      ) : (
        <RingMeter
          label={label}
          value={value}
          max={max}
          valueText={`${value} out of ${max}`}
          size="small"
        />
      )}
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

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 600;
`;
