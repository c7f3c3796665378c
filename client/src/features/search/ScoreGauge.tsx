/**
 * A card's round gauge for a program figure out of its test maximum (spec 2 section 9: TOEFL 120,
 * IELTS 9, GRE 340, GPA 4). The ring is a meter with the figure as its value; a figure the
 * program does not publish (null) shows a dashed empty ring saying "Not known", never 0/120.
 */
import styled from "styled-components";
import { NOT_KNOWN } from "../../shared/ui/notKnown";
import { NotKnownRing, RingMeter } from "../../shared/ui/RingMeter";

export interface ScoreGaugeProps {
  label: string;
  value: number | null;
  max: number;
  /** What the figure is, for the spoken name: "TOEFL minimum", "GRE average". */
  figure?: "minimum" | "average";
}

export function ScoreGauge({ label, value, max, figure }: ScoreGaugeProps) {
  const name = figure ? `${label} ${figure}` : label;
  return (
    <Item>
      {value === null ? (
        <NotKnownRing label={`${name}: ${NOT_KNOWN}`} size="small" />
      ) : (
        <RingMeter
          label={name}
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
