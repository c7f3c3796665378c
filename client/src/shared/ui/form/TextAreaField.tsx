/** A labelled text area with a character counter and its inline error. */
import type { TextareaHTMLAttributes } from "react";
import styled from "styled-components";
import { controlStyles, ErrorText, errorIdOf, FieldWrap, Label } from "./fieldStyles";

export interface TextAreaFieldProps
  extends Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    "id" | "value" | "onChange" | "onBlur" | "maxLength"
  > {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  error?: string | null;
  onValueChange: (value: string) => void;
  onBlur: () => void;
}

export function TextAreaField({
  id,
  label,
  value,
  maxLength,
  error,
  onValueChange,
  onBlur,
  ...textarea
}: TextAreaFieldProps) {
  const counterId = `${id}-count`;
  // The counter is described, not live: announcing every keystroke would drown the typing.
  const describedBy = error ? `${errorIdOf(id)} ${counterId}` : counterId;
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      <TextArea
        {...textarea}
        id={id}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <Counter id={counterId}>
        {value.length} / {maxLength} characters
      </Counter>
      {error ? <ErrorText id={errorIdOf(id)}>{error}</ErrorText> : null}
    </FieldWrap>
  );
}

const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
`;

const Counter = styled.p`
  margin: 0;
  align-self: flex-end;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
