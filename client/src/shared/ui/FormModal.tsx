/**
 * A Modal around a form, with its footer: Cancel and the form's submit button, both waiting while
 * the form is sent; once it is done with (sent, or handed to the server), a lone Close. Cancel,
 * Close, Escape and the close button all do the same: `onClose`.
 */
import { Button } from "./Button";
import { Modal, type ModalProps } from "./Modal";

export interface FormModalLabels {
  cancel: string;
  submit: string;
  /** What the submit button says while busy; its own label when absent. */
  busy?: string;
}

interface OpenForm {
  done?: false;
  labels: FormModalLabels;
}

interface DoneForm {
  /** The form is done with: only Close is left. */
  done: boolean;
  labels: FormModalLabels & { close: string };
}

type FooterProps = (OpenForm | DoneForm) & {
  /** The id of the form the submit button sends (the button sits outside it, in the footer). */
  formId: string;
  busy: boolean;
  onClose: () => void;
};

export type FormModalProps = Omit<ModalProps, "footer"> & FooterProps;

export function FormModal(props: FormModalProps) {
  const { formId, busy, done, labels, ...modal } = props;
  return <Modal {...modal} footer={<FormButtons {...props} />} />;
}

function FormButtons(props: FooterProps) {
  if (props.done) return <Button onClick={props.onClose}>{props.labels.close}</Button>;
  const { formId, busy, labels, onClose } = props;
  return (
    <>
      <Button $variant="secondary" onClick={onClose} disabled={busy}>
        {labels.cancel}
      </Button>
      <Button type="submit" form={formId} disabled={busy} aria-busy={busy || undefined}>
        {busy ? (labels.busy ?? labels.submit) : labels.submit}
      </Button>
    </>
  );
}
