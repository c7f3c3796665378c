/** A labelled select with a "Select..." placeholder and its inline error. */
import type { ReactNode } from "react";
import { ErrorText, errorIdOf, FieldWrap, invalidProps, Label, Select } from "./fieldStyles";

export interface SelectFieldProps<Option extends string> {
  id: string;
  label: ReactNode;
  value: string;
  options: readonly Option[];
  /** What an option shows; the option itself when absent. */
  optionLabel?: (option: Option) => string;
  /** The empty first option's text. */
  placeholder?: string;
  /** The options are still being read. */
  busy?: boolean;
  error?: string | null;
  required?: boolean;
  onValueChange: (value: string) => void;
  onBlur: () => void;
}

export function SelectField<Option extends string>({
  id,
  label,
  value,
  options,
  optionLabel = (option) => option,
  placeholder = "Select...",
  busy = false,
  error,
  required = false,
  onValueChange,
  onBlur,
}: SelectFieldProps<Option>) {
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        name={id}
        value={value}
        aria-required={required || undefined}
        aria-busy={busy || undefined}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        {...invalidProps(id, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </Select>
      {error ? <ErrorText id={errorIdOf(id)}>{error}</ErrorText> : null}
    </FieldWrap>
  );
}
