/**
 * The .docx picker of an upload form: its label, the chosen file's name (announced), the notes on
 * what may be sent, and the file's error. An error that says what a note already says (a .txt
 * picked under 'Only .docx files are allowed.') is shown on that note, once, not repeated below.
 */
import { DOCX_MIME_TYPE, RESUME_FILE_EXTENSION } from "@gradplan/schema";
import type { Ref } from "react";
import styled from "styled-components";
import { ErrorText, errorIdOf, FieldWrap, Input, Label } from "../ui/form/fieldStyles";
import { VisuallyHidden } from "../ui/VisuallyHidden";

export interface DocxFileFieldProps {
  id: string;
  label: string;
  file: File | null;
  error?: string;
  /** "Selected file:" before the name, and what shows before a file is picked. */
  labels: { selected: string; none: string };
  /** What may be sent, always shown under the picker and describing it. */
  notes: readonly string[];
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
  notes,
  onFile,
  ref,
}: DocxFileFieldProps) {
  const errorId = errorIdOf(id);
  const notesId = `${id}-notes`;
  const onNote = error !== undefined && notes.includes(error);
  const describedBy = error && !onNote ? `${errorId} ${notesId}` : notesId;
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      <FileInput
        ref={ref}
        id={id}
        type="file"
        accept={`${RESUME_FILE_EXTENSION},${DOCX_MIME_TYPE}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <FileName aria-live="polite">
        {file ? `${labels.selected} ${file.name}` : labels.none}
      </FileName>
      {error && !onNote ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      <Notes id={notesId} $bullets={notes.length > 1}>
        {notes.map((note) =>
          note === error ? (
            <BrokenNote key={note} id={errorId}>
              <VisuallyHidden>Error: </VisuallyHidden>
              {note}
            </BrokenNote>
          ) : (
            <li key={note}>{note}</li>
          ),
        )}
      </Notes>
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

/** A list when there are several notes; one note reads as a line. */
const Notes = styled.ul<{ $bullets: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;

  && { padding-left: ${({ $bullets }) => ($bullets ? "1.25rem" : "0")}; }
  && li { margin: 0; list-style: ${({ $bullets }) => ($bullets ? "disc" : "none")}; }
`;

/** The note the chosen file broke: in the error's colour, so the message shows once. */
const BrokenNote = styled.li`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;
