/**
 * An SOP's name, target university and target course, as the editor, the upload and the draft
 * writer ask for them: the name is required, the program optional.
 */
import { SOP_NAME_MAX, SOP_PROGRAM_MAX } from "@gradplan/schema";
import styled from "styled-components";
import { TextField } from "../../shared/ui/form/TextField";
import { SOP_TEXT } from "./sopText";

export type ProgramField = "name" | "university" | "course";

export interface SopProgramFieldsProps {
  /** The fields' ids are `${idPrefix}-name`, `-university` and `-course`. */
  idPrefix: string;
  values: Readonly<Record<ProgramField, string>>;
  nameError?: string;
  onChange: (field: ProgramField, value: string) => void;
  /** University and course side by side on wider screens (the editor's panel). */
  sideBySide?: boolean;
}

const T = SOP_TEXT.program;
const PROGRAM = ["university", "course"] as const;

export function SopProgramFields({
  idPrefix,
  values,
  nameError,
  onChange,
  sideBySide = false,
}: SopProgramFieldsProps) {
  const program = PROGRAM.map((field) => (
    <TextField
      key={field}
      id={`${idPrefix}-${field}`}
      label={T[field]}
      value={values[field]}
      maxLength={SOP_PROGRAM_MAX}
      autoComplete="off"
      onValueChange={(value) => onChange(field, value)}
      onBlur={() => {}}
    />
  ));
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={T.name}
        value={values.name}
        error={nameError}
        maxLength={SOP_NAME_MAX}
        autoComplete="off"
        required
        onValueChange={(value) => onChange("name", value)}
        onBlur={() => {}}
      />
      {sideBySide ? <Pair>{program}</Pair> : program}
    </>
  );
}

const Pair = styled.div`
  display: grid;
  gap: 0 1rem;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;
