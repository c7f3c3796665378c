import type { Range } from "@gradplan/schema";
import { useId } from "react";
import styled from "styled-components";
import { FieldLabel, Hint, Section } from "./choiceStyles";

/** Two labelled range inputs; each stops at the other so min never passes max. */
export function RangeSlider({
  legend,
  minLabel,
  maxLabel,
  slider,
  value,
  format,
  onChange,
}: {
  legend: string;
  minLabel: string;
  maxLabel: string;
  slider: { min: number; max: number; step: number };
  value: Range;
  format: (n: number) => string;
  onChange: (next: Range) => void;
}) {
  const id = useId();
  const [low, high] = value;
  const input = (which: "min" | "max") => ({
    id: `${id}-${which}`,
    type: "range",
    min: slider.min,
    max: slider.max,
    step: slider.step,
    value: which === "min" ? low : high,
    "aria-valuetext": format(which === "min" ? low : high),
  });
  return (
    <Section>
      <legend>{legend}</legend>
      <Hint aria-hidden="true">
        {format(low)} – {format(high)}
      </Hint>
      <FieldLabel htmlFor={`${id}-min`}>{minLabel}</FieldLabel>
      <Slider
        {...input("min")}
        onChange={(event) => onChange([Math.min(Number(event.target.value), high), high])}
      />
      <FieldLabel htmlFor={`${id}-max`}>{maxLabel}</FieldLabel>
      <Slider
        {...input("max")}
        onChange={(event) => onChange([low, Math.max(Number(event.target.value), low)])}
      />
    </Section>
  );
}

const Slider = styled.input`
  width: 100%;
  min-height: 44px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;
