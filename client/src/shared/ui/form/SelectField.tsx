/** A labelled select with a "Select..." placeholder and its inline error. */
import type { ReactNode } from "react";
import { ErrorText, errorIdOf, FieldWrap, invalidProps, Label, Select } from "./fieldStyles";

export interface SelectFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  options: readonly string[];
  error?: string | null;
  required?: boolean;
  onValueChange: (value: string) => void;
  onBlur: () => void;
}

export function SelectField({
  id,
  label,
  value,
  options,
  error,
  required = false,
  onValueChange,
  onBlur,
}: SelectFieldProps) {
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        name={id}
        value={value}
        aria-required={required || undefined}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        {...invalidProps(id, error)}
      >
        <option value="">Select...</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
      {error ? <ErrorText id={errorIdOf(id)}>{error}</ErrorText> : null}
    </FieldWrap>
  );
}
