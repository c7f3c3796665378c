/** The filter box's small controls: a checkbox group, a band radio group and a min-max slider. */
import type { FilterBand, Range } from "@gradplan/schema";
import { useId } from "react";
import styled from "styled-components";
import { Choice, Choices, FieldLabel, Hint, Section, SubSection } from "./filterStyles";
import { bandChoice, bandRange, toggled } from "./searchFilters";

export function CheckboxGroup({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <Section>
      <legend>{legend}</legend>
      <Choices>
        {options.map((option) => (
          <Choice key={option}>
            <input
              type="checkbox"
              checked={selected.includes(option)}
              onChange={() => onChange(toggled(selected, option))}
            />
            {option}
          </Choice>
        ))}
      </Choices>
    </Section>
  );
}

/** One test's bands as radios; "Any" is the full default range (spec 2 section 9). */
export function BandGroup({
  legend,
  bands,
  value,
  fullRange,
  onChange,
}: {
  legend: string;
  bands: readonly FilterBand[];
  value: Range;
  fullRange: Range;
  onChange: (next: Range) => void;
}) {
  const name = useId();
  const chosen = bandChoice(value, bands);
  const options = [
    { key: "any", label: "Any" },
    ...bands.map((b, i) => ({ key: String(i), label: b.label })),
  ];
  return (
    <SubSection>
      <legend>{legend}</legend>
      <Choices>
        {options.map(({ key, label }) => (
          <Choice key={key}>
            <input
              type="radio"
              name={name}
              value={key}
              checked={chosen === key}
              onChange={() => onChange(bandRange(key, bands, fullRange))}
            />
            {label}
          </Choice>
        ))}
      </Choices>
    </SubSection>
  );
}

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
