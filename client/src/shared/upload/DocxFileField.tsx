/**
 * The .docx picker of an upload form: its label, the chosen file's name (announced), the file's
 * error and the notes on what may be sent, which the caller writes with `notesId`.
 */
import { DOCX_MIME_TYPE, RESUME_FILE_EXTENSION } from "@gradplan/schema";
import type { ReactNode, Ref } from "react";
import styled from "styled-components";
import { ErrorText, errorIdOf, FieldWrap, Input, Label } from "../ui/form/fieldStyles";

export interface DocxFileFieldProps {
  id: string;
  label: string;
  file: File | null;
  error?: string;
  /** "Selected file:" before the name, and what shows before a file is picked. */
  labels: { selected: string; none: string };
  /** The id of the notes passed as children, which describe the picker. */
  notesId: string;
  children: ReactNode;
  onFile: (file: File | null) => void;
  /** The picker, for a refused submit to bring the keyboard here. */
  ref?: Ref<HTMLInputElement>;
}

export function DocxFileField({
  id,
  label,
  file,
  error,
  labels,
  notesId,
  children,
  onFile,
  ref,
}: DocxFileFieldProps) {
  const errorId = errorIdOf(id);
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      <FileInput
        ref={ref}
        id={id}
        type="file"
        accept={`${RESUME_FILE_EXTENSION},${DOCX_MIME_TYPE}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${notesId}` : notesId}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <FileName aria-live="polite">
        {file ? `${labels.selected} ${file.name}` : labels.none}
      </FileName>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      {children}
    </FieldWrap>
  );
}

const FileInput = styled(Input)`
  padding: 0.5rem;
  cursor: pointer;
`;

const FileName = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;
