/**
 * A card's round gauge for a program figure out of its test maximum (spec 2 section 9: TOEFL 120,
 * IELTS 9, GRE 340, GPA 4). The ring is a meter with the figure as its value; a figure the
 * program does not publish (null) shows a dashed empty ring saying "Not known", never 0/120.
 * A card none of whose figures is known says so in one line instead of three empty rings
 * (issue 32: ten cards were 6,400 px on a phone, and most programs publish none of the three).
 */
import styled from "styled-components";
import { NOT_KNOWN } from "../../shared/ui/notKnown";
import { NotKnownRing, RingMeter } from "../../shared/ui/RingMeter";
import { Gauges } from "./CourseCard.styles";

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

/** A card's gauges: the rings, or one line when none of the figures is known. */
export function ScoreGauges({ gauges }: { gauges: ScoreGaugeProps[] }) {
  if (gauges.some((gauge) => gauge.value !== null)) {
    return (
      <Gauges>
        {gauges.map((gauge) => (
          <ScoreGauge key={gauge.label} {...gauge} />
        ))}
      </Gauges>
    );
  }
  return (
    <NoneKnown>
      {gauges.map(({ label, figure }) => (
        <span
          key={label}
          role="img"
          aria-label={`${figure ? `${label} ${figure}` : label}: ${NOT_KNOWN}`}
        >
          {label}
        </span>
      ))}
      <em>{NOT_KNOWN}</em>
    </NoneKnown>
  );
}

const NoneKnown = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.75rem;
  margin: 0;
  padding-top: 0.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 600;

  em {
    font-style: normal;
    font-weight: 400;
  }
`;
