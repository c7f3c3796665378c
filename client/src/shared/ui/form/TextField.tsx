/** A labelled text input with its inline error under it. */
import type { InputHTMLAttributes } from "react";
import { ErrorText, errorIdOf, FieldWrap, Input, invalidProps, Label } from "./fieldStyles";

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "onBlur"> {
  id: string;
  label: string;
  value: string;
  error?: string | null;
  onValueChange: (value: string) => void;
  onBlur: () => void;
}

export function TextField({
  id,
  label,
  value,
  error,
  onValueChange,
  onBlur,
  ...input
}: TextFieldProps) {
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        {...invalidProps(id, error)}
      />
      {error ? <ErrorText id={errorIdOf(id)}>{error}</ErrorText> : null}
    </FieldWrap>
  );
}
