/**
 * The Add/Update Resume modal, a thin view of resumeUpload.machine: open while the machine is,
 * with the name, the .docx picker and its notes (spec 1 section 2), and the loading overlay while
 * evaluating. A message that repeats a note is shown on the note, once.
 */
import { RESUME_MESSAGES, RESUME_NAME_MAX } from "@gradplan/schema";
import { useSelector } from "@xstate/react";
import { useId, useRef } from "react";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import { TextField } from "../../shared/ui/form/TextField";
import { DocxFileField } from "../../shared/upload/DocxFileField";
import { UploadModalFrame } from "../../shared/upload/UploadModalFrame";
import { RESUME_TEXT } from "./resumeText";
import type { ResumeUploadMachine } from "./resumeUpload.machine";

const M = RESUME_TEXT.modal;
/** The spec's notes under the picker. */
const NOTES = [RESUME_MESSAGES.docxOnly, RESUME_MESSAGES.limit] as const;
const isNote = (message: string | null): message is (typeof NOTES)[number] =>
  (NOTES as readonly (string | null)[]).includes(message);

export interface UploadModalProps {
  actor: ActorRefFrom<ResumeUploadMachine>;
  /** Kept shut while another modal (the founder's) is up: one dialog at a time. */
  held: boolean;
}

export function UploadModal({ actor, held }: UploadModalProps) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const open = useSelector(actor, (state) => !state.matches("closed"));
  const uploading = useSelector(actor, (state) => state.matches("uploading"));
  const mode = useSelector(actor, (state) => state.context.mode);
  const name = useSelector(actor, (state) => state.context.name);
  const file = useSelector(actor, (state) => state.context.file);
  const errors = useSelector(actor, (state) => state.context.errors);
  const failure = useSelector(actor, (state) => state.context.failure);

  const nameId = `${id}-name`;
  // The server refusing a file as not a .docx says what the note says: mark the note instead.
  const failureOnNote = isNote(failure);

  const submit = () => {
    actor.send({ type: "upload.submit" });
    // A refused submit takes the keyboard to the first field that needs fixing.
    const { errors: refused } = actor.getSnapshot().context;
    if (refused.name) document.getElementById(nameId)?.focus();
    else if (refused.file) fileRef.current?.focus();
  };
  const title = mode === "update" ? M.updateTitle : M.addTitle;

  return (
    <UploadModalFrame
      open={open && !held}
      title={title}
      formId={`${id}-form`}
      uploading={uploading}
      labels={{ cancel: M.cancel, submit: M.submit, uploading: M.uploading }}
      failure={failureOnNote ? null : failure}
      onClose={() => actor.send({ type: "upload.close" })}
      onSubmit={submit}
    >
      <TextField
        id={nameId}
        label={M.nameLabel}
        value={name}
        error={errors.name}
        maxLength={RESUME_NAME_MAX}
        readOnly={mode === "update"}
        autoComplete="off"
        onValueChange={(value) => actor.send({ type: "upload.name", name: value })}
        onBlur={() => {}}
      />
      {mode === "update" ? <Note>{M.nameKeptNote}</Note> : null}
      <DocxFileField
        ref={fileRef}
        id={`${id}-file`}
        label={M.fileLabel}
        file={file}
        error={errors.file ?? (failureOnNote ? failure : undefined)}
        labels={{ selected: M.selectedFile, none: M.noFile }}
        notes={NOTES}
        onFile={(picked) => actor.send({ type: "upload.file", file: picked })}
      />
    </UploadModalFrame>
  );
}

const Note = styled.p`
  margin: -0.75rem 0 1.125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
