/** A labelled text area with an optional hint, a character counter and its inline error. */
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
  /** What to write, under the label. */
  hint?: string;
  error?: string | null;
  /** The id of an error shown outside the field, shared by a group of fields: marks it invalid. */
  groupErrorId?: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
}

export function TextAreaField({
  id,
  label,
  value,
  maxLength,
  hint,
  error,
  groupErrorId,
  onValueChange,
  onBlur,
  ...textarea
}: TextAreaFieldProps) {
  const hintId = `${id}-hint`;
  const counterId = `${id}-count`;
  const errorId = error ? errorIdOf(id) : groupErrorId;
  // The counter is described, not live: announcing every keystroke would drown the typing.
  const describedBy = [errorId, hint ? hintId : undefined, counterId].filter(Boolean).join(" ");
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <TextArea
        {...textarea}
        id={id}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={errorId ? true : undefined}
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

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Counter = styled.p`
  margin: 0;
  align-self: flex-end;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
