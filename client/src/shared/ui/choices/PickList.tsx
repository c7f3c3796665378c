/**
 * "Search and pick" for long lists (states, courses): a box that narrows a list of checkboxes,
 * and the chosen items as chips with a remove button. Native checkboxes keep it keyboard
 * operable; Enter in the box picks the first match instead of submitting the filter.
 */
import { type KeyboardEvent, useId, useState } from "react";
import styled from "styled-components";
import { IconButton } from "../Button";
import { Choice, FieldLabel, Hint, Section, TextInput } from "./choiceStyles";
import { toggled } from "./toggled";
import type { PickOption } from "./usStates";

export interface PickListProps {
  legend: string;
  /** Label of the narrowing box, e.g. "Search states". */
  searchLabel: string;
  /** Plural noun for messages, e.g. "states". */
  noun: string;
  options: readonly PickOption[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  /** Whether an option answers what was typed; by default its label holds it or its value is it. */
  matches?: (option: PickOption, query: string) => boolean;
}

function labelOrValueMatches(option: PickOption, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return option.label.toLowerCase().includes(needle) || option.value.toLowerCase() === needle;
}

export function PickList({
  legend,
  searchLabel,
  noun,
  options,
  selected,
  onChange,
  matches = labelOrValueMatches,
}: PickListProps) {
  const id = useId();
  const [query, setQuery] = useState("");
  const visible = query.trim() ? options.filter((o) => matches(o, query)) : options;
  const chosen = options.filter((o) => selected.includes(o.value));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const first = visible[0];
    if (!first) return;
    if (!selected.includes(first.value)) onChange([...selected, first.value]);
    setQuery("");
  };

  return (
    <Section>
      <legend>{legend}</legend>
      {chosen.length > 0 ? (
        <Chips aria-label={`Selected ${noun}`}>
          {chosen.map((o) => (
            <Chip key={o.value}>
              {o.label}
              <RemoveButton
                aria-label={`Remove ${o.label}`}
                onClick={() => onChange(toggled(selected, o.value))}
              >
                <span aria-hidden="true">×</span>
              </RemoveButton>
            </Chip>
          ))}
        </Chips>
      ) : (
        <Hint>All {noun}</Hint>
      )}
      <FieldLabel htmlFor={`${id}-search`}>{searchLabel}</FieldLabel>
      <TextInput
        id={`${id}-search`}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Options>
        {visible.map((o) => (
          <Choice key={o.value}>
            <input
              type="checkbox"
              checked={selected.includes(o.value)}
              onChange={() => onChange(toggled(selected, o.value))}
            />
            {o.label}
          </Choice>
        ))}
        {visible.length === 0 ? <Hint role="status">No {noun} match.</Hint> : null}
      </Options>
    </Section>
  );
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin: 0 0 0.5rem;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  padding-left: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.heroBackground};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const RemoveButton = styled(IconButton)`
  width: 36px;
  height: 36px;
  font-size: 1.25rem;
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  column-gap: 1rem;
  max-height: 13rem;
  margin-top: 0.5rem;
  overflow-y: auto;
`;
