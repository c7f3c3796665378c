/**
 * A small set of mutually exclusive choices (Yes/No, Out of 4/Out of 10, TOEFL/IELTS/None) drawn
 * as a segmented control. Native radios underneath, so arrow keys and screen readers just work.
 */
import { useId } from "react";
import styled from "styled-components";
import { visuallyHiddenStyles } from "./VisuallyHidden";

export interface ToggleOption<V extends string> {
  value: V;
  label: string;
}

export interface ToggleGroupProps<V extends string> {
  /** Also the id of the group, for error links and focus. */
  id: string;
  legend: string;
  options: readonly ToggleOption<V>[];
  /** The chosen value; null (or a value not offered) shows no choice. */
  value: V | null;
  onValueChange: (value: V) => void;
  /** id of the element holding this group's error message, when there is one. */
  errorId?: string;
  disabled?: boolean;
}

export function ToggleGroup<V extends string>({
  id,
  legend,
  options,
  value,
  onValueChange,
  errorId,
  disabled = false,
}: ToggleGroupProps<V>) {
  const name = useId();
  const legendId = `${id}-legend`;
  return (
    <Group
      id={id}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      disabled={disabled}
    >
      <Legend id={legendId}>{legend}</Legend>
      <Options>
        {options.map((option) => (
          <Choice key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
            />
            <span>{option.label}</span>
          </Choice>
        ))}
      </Options>
    </Group>
  );
}

const Group = styled.fieldset`
  margin: 0 0 1.125rem;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 0.375rem;
  font-weight: 600;
`;

const Options = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Choice = styled.label`
  position: relative;

  input { ${visuallyHiddenStyles} }

  span {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 4.5rem;
    justify-content: center;
    padding: 0.5rem 1rem;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    cursor: pointer;
  }

  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  /* The native radio is hidden, so its focus ring is drawn on the visible pill. */
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input:disabled + span { opacity: 0.6; cursor: not-allowed; }
`;
