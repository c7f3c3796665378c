/**
 * The footer of a modal around a form: Cancel and the form's submit button, both waiting while
 * it is sent; once the form is done with (sent, or handed to the server), a lone Close.
 */
import { Button } from "./Button";

export interface FormModalFooterLabels {
  cancel: string;
  submit: string;
  /** What the submit button says while busy; its own label when absent. */
  busy?: string;
}

interface OpenForm {
  done?: false;
  labels: FormModalFooterLabels;
}

interface DoneForm {
  /** The form is done with: only Close is left. */
  done: boolean;
  labels: FormModalFooterLabels & { close: string };
}

export type FormModalFooterProps = (OpenForm | DoneForm) & {
  /** The id of the form the submit button sends (it sits outside the form, in the footer). */
  formId: string;
  busy: boolean;
  /** Cancel and Close both close the modal. */
  onClose: () => void;
};

export function FormModalFooter(props: FormModalFooterProps) {
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
