/**
 * State of an auth form: values, inline errors (on blur, on change once touched, and on submit),
 * the pending flag, server errors mapped onto fields, and focus on the first invalid field.
 */
import { type FormEvent, useEffect, useState } from "react";
import { useToast } from "../toastContext";
import { FORM_FALLBACK_MESSAGE, FormFailure } from "./formFailure";

export type FormValues<F extends string> = Record<F, string>;
/** One rule per field, returning the schema's message or null; key order is focus order. */
export type FieldRules<F extends string> = Record<F, (values: FormValues<F>) => string | null>;
type FieldErrors<F extends string> = Partial<Record<F, string | null>>;

export interface FormOptions<F extends string> {
  formId: string;
  fields: readonly F[];
  initialValues: FormValues<F>;
  rules: FieldRules<F>;
  onSubmit: (values: FormValues<F>) => Promise<void>;
}

export function useForm<F extends string>(options: FormOptions<F>) {
  const { formId, fields, initialValues, rules, onSubmit } = options;
  const toast = useToast();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [pending, setPending] = useState(false);
  // Focus after the render that shows the errors, so the error text is there to be announced.
  const [focusRequest, setFocusRequest] = useState<{ field: F } | null>(null);

  const fieldId = (field: F) => `${formId}-${field}`;

  useEffect(() => {
    if (focusRequest) document.getElementById(`${formId}-${focusRequest.field}`)?.focus();
  }, [focusRequest, formId]);

  function errorsFor(next: FormValues<F>, which: Iterable<F>): FieldErrors<F> {
    const found: FieldErrors<F> = {};
    for (const field of which) found[field] = rules[field](next);
    return found;
  }

  function change(field: F, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Touched fields re-check as the user types, including dependants (confirm password).
    setErrors((current) => ({ ...current, ...errorsFor(next, touched) }));
  }

  function blur(field: F) {
    setTouched((current) => new Set(current).add(field));
    setErrors((current) => ({ ...current, ...errorsFor(values, [field]) }));
  }

  function showFailure(error: unknown) {
    const failure = error instanceof FormFailure ? error : new FormFailure(FORM_FALLBACK_MESSAGE);
    const serverErrors: FieldErrors<F> = {};
    for (const field of fields) {
      const message = failure.fieldErrors[field];
      if (message) serverErrors[field] = message;
    }
    setErrors((current) => ({ ...current, ...serverErrors }));
    toast.error(failure.message);
    const first = fields.find((field) => serverErrors[field]);
    if (first) setFocusRequest({ field: first });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const all = errorsFor(values, fields);
    setErrors(all);
    setTouched(new Set(fields));
    const firstInvalid = fields.find((field) => all[field]);
    if (firstInvalid) {
      setFocusRequest({ field: firstInvalid });
      return;
    }
    setPending(true);
    try {
      await onSubmit(values);
    } catch (error) {
      showFailure(error);
    } finally {
      setPending(false);
    }
  }

  /** Back to the initial values with no errors, e.g. after a message was sent. */
  function reset() {
    setValues(initialValues);
    setErrors({});
    setTouched(new Set());
  }

  /** Props for one field component: id, value, error and handlers. */
  function fieldProps(field: F) {
    return {
      id: fieldId(field),
      value: values[field],
      error: errors[field] ?? null,
      onValueChange: (value: string) => change(field, value),
      onBlur: () => blur(field),
    };
  }

  return { values, pending, submit, fieldProps, reset };
}
