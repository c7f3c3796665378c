/**
 * 'Upload .docx', a thin view of sopUpload.machine: the SOP's name and program, the .docx
 * picker and its notes, the server's reason when it refuses, and the loading overlay while the
 * file is evaluated.
 */
import { useSelector } from "@xstate/react";
import { useRef } from "react";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import { DocxFileField } from "../../shared/upload/DocxFileField";
import { UploadModalFrame } from "../../shared/upload/UploadModalFrame";
import { SopProgramFields } from "./SopProgramFields";
import { SOP_TEXT } from "./sopText";
import type { SopUploadMachine } from "./sopUpload.machine";

const T = SOP_TEXT.upload;
const IDS = {
  form: "sop-upload-form",
  fields: "sop-upload",
  name: "sop-upload-name",
  file: "sop-upload-file",
} as const;

export function UploadSopModal({ actor }: { actor: ActorRefFrom<SopUploadMachine> }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const open = useSelector(actor, (state) => !state.matches("closed"));
  const uploading = useSelector(actor, (state) => state.matches("uploading"));
  const context = useSelector(actor, (state) => state.context);
  const { errors } = context;
  const replacing = context.sopId !== null;
  const title = replacing ? T.replaceTitle : T.addTitle;

  const submit = () => {
    actor.send({ type: "upload.submit" });
    // A refused submit takes the keyboard to the first field that needs fixing.
    const { errors: refused } = actor.getSnapshot().context;
    if (refused.name) document.getElementById(IDS.name)?.focus();
    else if (refused.file) fileRef.current?.focus();
  };

  return (
    <UploadModalFrame
      open={open}
      title={title}
      formId={IDS.form}
      uploading={uploading}
      labels={{ cancel: T.cancel, submit: T.submit, uploading: T.uploading }}
      failure={context.failure}
      onClose={() => actor.send({ type: "upload.close" })}
      onSubmit={submit}
    >
      {replacing ? <Replace>{T.replaceNote}</Replace> : null}
      <SopProgramFields
        idPrefix={IDS.fields}
        values={context}
        nameError={errors.name}
        onChange={(field, value) => actor.send({ type: "upload.field", field, value })}
      />
      <DocxFileField
        ref={fileRef}
        id={IDS.file}
        label={T.file}
        file={context.file}
        error={errors.file}
        labels={{ selected: T.selectedFile, none: T.noFile }}
        notes={[T.docxOnly]}
        onFile={(file) => actor.send({ type: "upload.file", file })}
      />
    </UploadModalFrame>
  );
}

const Replace = styled.p`
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoBackground};
  color: ${({ theme }) => theme.colors.info};
`;
