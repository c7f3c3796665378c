/** The filter box's band radio group (the checkbox group and the slider are shared/ui/choices). */
import type { FilterBand, Range } from "@gradplan/schema";
import { useId } from "react";
import { Choice, Choices, SubSection } from "../../shared/ui/choices/choiceStyles";
import { bandChoice, bandRange } from "./searchFilters";

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
