/**
 * The Add/Update Resume modal, a thin view of resumeUpload.machine: open while the machine is,
 * with the name, the .docx picker and its notes, and the loading overlay while evaluating.
 */
import {
  DOCX_MIME_TYPE,
  RESUME_FILE_EXTENSION,
  RESUME_MESSAGES,
  RESUME_NAME_MAX,
} from "@gradplan/schema";
import { useSelector } from "@xstate/react";
import { type FormEvent, useId, useRef } from "react";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import { Button } from "../../shared/ui/Button";
import { ErrorText, FieldWrap, Input, Label } from "../../shared/ui/form/fieldStyles";
import { TextField } from "../../shared/ui/form/TextField";
import { LoadingOverlay } from "../../shared/ui/LoadingOverlay";
import { Modal } from "../../shared/ui/Modal";
import { RESUME_TEXT } from "./resumeText";
import type { ResumeUploadMachine } from "./resumeUpload.machine";

const M = RESUME_TEXT.modal;

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

  const formId = `${id}-form`;
  const nameId = `${id}-name`;
  const fileId = `${id}-file`;
  const notesId = `${id}-notes`;
  const fileErrorId = `${id}-file-error`;

  const close = () => actor.send({ type: "upload.close" });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: "upload.submit" });
    // A refused submit takes the keyboard to the first field that needs fixing.
    const { errors: refused } = actor.getSnapshot().context;
    if (refused.name) document.getElementById(nameId)?.focus();
    else if (refused.file) fileRef.current?.focus();
  };
  const title = mode === "update" ? M.updateTitle : M.addTitle;

  return (
    <Modal
      open={open && !held}
      title={title}
      onClose={close}
      footer={
        <>
          <Button $variant="secondary" onClick={close} disabled={uploading}>
            {M.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={uploading}>
            {M.submit}
          </Button>
        </>
      }
    >
      {/* Inert while evaluating: the overlay covers the form, and so does the keyboard block. */}
      <form id={formId} noValidate onSubmit={submit} aria-label={title} inert={uploading}>
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
        <FieldWrap>
          <Label htmlFor={fileId}>{M.fileLabel}</Label>
          <FileInput
            ref={fileRef}
            id={fileId}
            type="file"
            accept={`${RESUME_FILE_EXTENSION},${DOCX_MIME_TYPE}`}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? `${fileErrorId} ${notesId}` : notesId}
            onChange={(event) =>
              actor.send({ type: "upload.file", file: event.target.files?.[0] ?? null })
            }
          />
          <FileName aria-live="polite">
            {file ? `${M.selectedFile} ${file.name}` : M.noFile}
          </FileName>
          {errors.file ? <ErrorText id={fileErrorId}>{errors.file}</ErrorText> : null}
          <Notes id={notesId}>
            <li>{RESUME_MESSAGES.docxOnly}</li>
            <li>{RESUME_MESSAGES.limit}</li>
          </Notes>
        </FieldWrap>
        {/* Always in the tree so the server's reason is announced when it appears. */}
        <Failure role="alert">{failure}</Failure>
      </form>
      {/* Inside the dialog, so it covers it: the overlay's own layer sits below modals. */}
      {uploading ? <LoadingOverlay label={M.uploading} /> : null}
    </Modal>
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

const Note = styled.p`
  margin: -0.75rem 0 1.125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Notes = styled.ul`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;

  && { padding-left: 1.25rem; }
  && li { margin: 0; }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;
