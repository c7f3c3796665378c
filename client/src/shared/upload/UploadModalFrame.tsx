/**
 * The frame of a .docx upload modal (resumes, SOPs): the form with Cancel and its submit button,
 * the server's reason when it refuses, and the loading overlay while the file is evaluated.
 */
import type { FormEvent, ReactNode } from "react";
import styled from "styled-components";
import { FormModal } from "../ui/FormModal";
import { LoadingOverlay } from "../ui/LoadingOverlay";

export interface UploadModalFrameProps {
  open: boolean;
  title: string;
  formId: string;
  /** The file is on its way or being evaluated: the form waits under the overlay. */
  uploading: boolean;
  labels: { cancel: string; submit: string; uploading: string };
  /** Why the last upload failed, in the server's words. */
  failure: string | null;
  onClose: () => void;
  onSubmit: () => void;
  /** The form's fields. */
  children: ReactNode;
}

export function UploadModalFrame({
  open,
  title,
  formId,
  uploading,
  labels,
  failure,
  onClose,
  onSubmit,
  children,
}: UploadModalFrameProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <FormModal
      open={open}
      title={title}
      onClose={onClose}
      formId={formId}
      busy={uploading}
      labels={{ cancel: labels.cancel, submit: labels.submit }}
    >
      {/* Inert while evaluating: the overlay covers the form, and so does the keyboard block. */}
      <form id={formId} noValidate onSubmit={submit} aria-label={title} inert={uploading}>
        {children}
        {/* Always in the tree so the server's reason is announced when it appears. */}
        <Failure role="alert">{failure}</Failure>
      </form>
      {/* Inside the dialog, so it covers it: the overlay's own layer sits below modals. */}
      {uploading ? <LoadingOverlay label={labels.uploading} /> : null}
    </FormModal>
  );
}

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;
