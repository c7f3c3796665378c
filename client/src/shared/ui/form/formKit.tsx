/**
 * What the profile's section forms and the results form share: field ids derived from the
 * schema's issue paths (so a message lands under its field and focus can find it), and the small
 * labelled controls they use.
 */
import type { ProfileIssue } from "@gradplan/schema";
import type { ReactNode } from "react";
import styled from "styled-components";
import { NumberInput, type NumberInputProps } from "../NumberInput";
import { controlStyles, ErrorText, errorIdOf, FieldWrap, Label } from "./fieldStyles";

export interface FormKit {
  /** The DOM id of the field an issue path names, e.g. "englishScores.writing". */
  id: (path: string) => string;
  error: (path: string) => string | null;
  /** The id of the path's error text when it has one, for aria-describedby. */
  errorId: (path: string) => string | undefined;
}

export function formKit(prefix: string, issues: readonly ProfileIssue[]): FormKit {
  const id = (path: string) => `${prefix}-${path.replace(/\./g, "-")}`;
  const error = (path: string) => issues.find((issue) => issue.path === path)?.message ?? null;
  return { id, error, errorId: (path) => (error(path) ? errorIdOf(id(path)) : undefined) };
}

export interface SectionFormProps<V> {
  values: V;
  /** The values the modal opened with: what dependent fields come back to. */
  original: V;
  onChange: (values: V) => void;
  kit: FormKit;
}

/** The message of a group (radios, checkboxes, a list) under it; absent when there is none. */
export function FieldError({ kit, path }: { kit: FormKit; path: string }) {
  const message = kit.error(path);
  return message ? <GroupError id={errorIdOf(kit.id(path))}>{message}</GroupError> : null;
}

const GroupError = styled(ErrorText)`
  margin: -0.75rem 0 1.125rem;
`;

export interface NumberFieldProps extends Omit<NumberInputProps, "id"> {
  kit: FormKit;
  path: string;
  label: ReactNode;
}

export function NumberField({ kit, path, label, ...input }: NumberFieldProps) {
  const id = kit.id(path);
  const errorId = kit.errorId(path);
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      <NumberControl
        {...input}
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
      {errorId ? <ErrorText id={errorId}>{kit.error(path)}</ErrorText> : null}
    </FieldWrap>
  );
}

const NumberControl = styled(NumberInput)`
  ${controlStyles}
`;

/** A computed value (totals, the converted GPA): labelled and read-only, never edited. */
export function ComputedField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      <ReadOnly id={id} type="text" readOnly value={value} />
    </FieldWrap>
  );
}

const ReadOnly = styled.input`
  ${controlStyles}
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
`;

/** The select's empty choice is "", the drafts' is null. */
export const orNull = (value: string): string | null => (value === "" ? null : value);

export const noop = () => {};

/** The yes/no questions' answers: a ToggleGroup's values for a draft's boolean (null: unanswered). */
export const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

export type YesNo = (typeof YES_NO)[number]["value"];

export const yesNoOf = (value: boolean | null): YesNo | null =>
  value === null ? null : value ? "yes" : "no";

export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 0 1rem;
`;
