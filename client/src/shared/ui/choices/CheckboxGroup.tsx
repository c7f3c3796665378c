/** A labelled group of checkboxes; each option's label may differ from its value ("NP" reads "No preference"). */
import { Choice, Choices, Section } from "./choiceStyles";
import { toggled } from "./toggled";

export function CheckboxGroup({
  legend,
  options,
  selected,
  onChange,
  labelOf = (option) => option,
}: {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  labelOf?: (option: string) => string;
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
            {labelOf(option)}
          </Choice>
        ))}
      </Choices>
    </Section>
  );
}
