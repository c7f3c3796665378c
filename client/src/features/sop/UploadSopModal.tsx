/**
 * 'Upload .docx', a thin view of sopUpload.machine: the SOP's name and program, the .docx
 * picker and its notes, the server's reason when it refuses, and the loading overlay while the
 * file is evaluated.
 */
import {
  DOCX_MIME_TYPE,
  RESUME_FILE_EXTENSION,
  SOP_NAME_MAX,
  SOP_PROGRAM_MAX,
} from "@gradplan/schema";
import { useSelector } from "@xstate/react";
import { type FormEvent, useRef } from "react";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import { Button } from "../../shared/ui/Button";
import { ErrorText, FieldWrap, Input, Label } from "../../shared/ui/form/fieldStyles";
import { TextField } from "../../shared/ui/form/TextField";
import { LoadingOverlay } from "../../shared/ui/LoadingOverlay";
import { Modal } from "../../shared/ui/Modal";
import { ErrorNote, Muted } from "./SopPage.styles";
import { SOP_TEXT } from "./sopText";
import type { SopUploadMachine, UploadField } from "./sopUpload.machine";

const T = SOP_TEXT.upload;
const FORM_ID = "sop-upload-form";
const IDS = {
  name: "sop-upload-name",
  university: "sop-upload-university",
  course: "sop-upload-course",
  file: "sop-upload-file",
  notes: "sop-upload-notes",
  fileError: "sop-upload-file-error",
} as const;

export function UploadSopModal({ actor }: { actor: ActorRefFrom<SopUploadMachine> }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const open = useSelector(actor, (state) => !state.matches("closed"));
  const uploading = useSelector(actor, (state) => state.matches("uploading"));
  const context = useSelector(actor, (state) => state.context);
  const { errors } = context;
  const replacing = context.sopId !== null;
  const title = replacing ? T.replaceTitle : T.addTitle;
  const set = (field: UploadField) => (value: string) =>
    actor.send({ type: "upload.field", field, value });

  const close = () => actor.send({ type: "upload.close" });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: "upload.submit" });
    // A refused submit takes the keyboard to the first field that needs fixing.
    const { errors: refused } = actor.getSnapshot().context;
    if (refused.name) document.getElementById(IDS.name)?.focus();
    else if (refused.file) fileRef.current?.focus();
  };

  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      footer={
        <>
          <Button $variant="secondary" onClick={close} disabled={uploading}>
            {T.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={uploading}>
            {T.submit}
          </Button>
        </>
      }
    >
      {/* Inert while evaluating: the overlay covers the form, and so does the keyboard block. */}
      <form id={FORM_ID} noValidate onSubmit={submit} aria-label={title} inert={uploading}>
        {replacing ? <Replace>{T.replaceNote}</Replace> : null}
        <TextField
          id={IDS.name}
          label={T.name}
          value={context.name}
          error={errors.name}
          maxLength={SOP_NAME_MAX}
          autoComplete="off"
          required
          onValueChange={set("name")}
          onBlur={() => {}}
        />
        <TextField
          id={IDS.university}
          label={T.university}
          value={context.university}
          maxLength={SOP_PROGRAM_MAX}
          autoComplete="off"
          onValueChange={set("university")}
          onBlur={() => {}}
        />
        <TextField
          id={IDS.course}
          label={T.course}
          value={context.course}
          maxLength={SOP_PROGRAM_MAX}
          autoComplete="off"
          onValueChange={set("course")}
          onBlur={() => {}}
        />
        <FieldWrap>
          <Label htmlFor={IDS.file}>{T.file}</Label>
          <FileInput
            ref={fileRef}
            id={IDS.file}
            type="file"
            accept={`${RESUME_FILE_EXTENSION},${DOCX_MIME_TYPE}`}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? `${IDS.fileError} ${IDS.notes}` : IDS.notes}
            onChange={(event) =>
              actor.send({ type: "upload.file", file: event.target.files?.[0] ?? null })
            }
          />
          <FileName aria-live="polite">
            {context.file ? `${T.selectedFile} ${context.file.name}` : T.noFile}
          </FileName>
          {errors.file ? <ErrorText id={IDS.fileError}>{errors.file}</ErrorText> : null}
          <Muted id={IDS.notes}>{T.docxOnly}</Muted>
        </FieldWrap>
        {/* Always in the tree so the server's reason is announced when it appears. */}
        <ErrorNote role="alert">{context.failure}</ErrorNote>
      </form>
      {/* Inside the dialog, so it covers it: the overlay's own layer sits below modals. */}
      {uploading ? <LoadingOverlay label={T.uploading} /> : null}
    </Modal>
  );
}

const Replace = styled.p`
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoBackground};
  color: ${({ theme }) => theme.colors.info};
`;

const FileInput = styled(Input)`
  padding: 0.5rem;
  cursor: pointer;
`;

const FileName = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;
