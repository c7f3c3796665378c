/**
 * The "Suggest a correction" modal, driven by suggestCorrectionMachine: open while the machine is
 * not closed. The fields follow what is being corrected (a deadline asks for its semester,
 * applicants and kind); each shows its own message; the thanks replace the form once sent.
 */
import {
  CORRECTION_APPLICANTS,
  CORRECTION_DEADLINE_KINDS,
  CORRECTION_FIELD_LABELS,
  CORRECTION_FIELDS,
  CORRECTION_NOTE_MAX_LENGTH,
  CORRECTION_SEMESTERS,
} from "@gradplan/schema";
import { useSelector } from "@xstate/react";
import { type FormEvent, useId } from "react";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import { FormModal } from "../../shared/ui/FormModal";
import { SelectField } from "../../shared/ui/form/SelectField";
import { TextAreaField } from "../../shared/ui/form/TextAreaField";
import { TextField } from "../../shared/ui/form/TextField";
import { APPLICANT_LABELS, KIND_LABELS, CORRECTION_TEXT as T } from "./correctionText";
import type { CorrectionFormField, SuggestCorrectionMachine } from "./suggestCorrection.machine";

type Actor = ActorRefFrom<SuggestCorrectionMachine>;

export function SuggestCorrectionDialog({ actor }: { actor: Actor }) {
  const formId = useId();
  const open = useSelector(actor, (state) => !state.matches("closed"));
  const submitting = useSelector(actor, (state) => state.matches("submitting"));
  const sent = useSelector(actor, (state) => state.context.sent);
  const course = useSelector(actor, (state) => state.context.course);
  const close = () => actor.send({ type: "correction.close" });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: "correction.submit" });
  };

  return (
    <FormModal
      open={open}
      title={T.title}
      onClose={close}
      formId={formId}
      busy={submitting}
      done={Boolean(sent)}
      labels={{ cancel: T.cancel, submit: T.submit, busy: T.submitting, close: T.close }}
    >
      {sent ? (
        <p role="status">{sent}</p>
      ) : (
        <form id={formId} noValidate onSubmit={submit} aria-label={T.title} aria-busy={submitting}>
          {course ? <Intro>{T.intro(course.courseName, course.universityName)}</Intro> : null}
          <CorrectionFields actor={actor} idPrefix={formId} />
        </form>
      )}
    </FormModal>
  );
}

function CorrectionFields({ actor, idPrefix }: { actor: Actor; idPrefix: string }) {
  const form = useSelector(actor, (state) => state.context.form);
  const errors = useSelector(actor, (state) => state.context.errors);
  const failure = useSelector(actor, (state) => state.context.failure);
  const edit = (name: CorrectionFormField) => (value: string) =>
    actor.send({ type: "correction.edit", name, value });
  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (name: "value" | "sourceUrl", label: string, extra: Record<string, string> = {}) => (
    <TextField
      id={id(name)}
      label={label}
      value={form[name]}
      error={errors[name]}
      onValueChange={edit(name)}
      onBlur={() => {}}
      {...extra}
    />
  );
  const choice = <Option extends string>(
    name: "field" | "semester" | "applicants" | "kind",
    label: string,
    options: readonly Option[],
    optionLabel?: (option: Option) => string,
  ) => (
    <SelectField
      id={id(name)}
      label={label}
      value={form[name]}
      options={options}
      optionLabel={optionLabel}
      error={errors[name]}
      required
      onValueChange={edit(name)}
      onBlur={() => {}}
    />
  );
  return (
    <>
      {choice("field", T.field, CORRECTION_FIELDS, (f) => CORRECTION_FIELD_LABELS[f])}
      {form.field === "deadline" ? (
        <Row>
          {choice("semester", T.semester, CORRECTION_SEMESTERS)}
          {choice(
            "applicants",
            T.applicants,
            CORRECTION_APPLICANTS,
            (a) => APPLICANT_LABELS[a] ?? a,
          )}
          {choice("kind", T.kind, CORRECTION_DEADLINE_KINDS, (k) => KIND_LABELS[k] ?? k)}
        </Row>
      ) : null}
      {form.field === "deadline" ? text("value", T.date, { type: "date" }) : null}
      {form.field === "toefl_min" ? text("value", T.toefl, { inputMode: "numeric" }) : null}
      {form.field === "ielts_min" ? text("value", T.ielts, { inputMode: "decimal" }) : null}
      {form.field === "gre_min" ? text("value", T.gre, { inputMode: "numeric" }) : null}
      {form.field === "program_url"
        ? text("value", T.programUrl, { type: "url", placeholder: "https://" })
        : null}
      {text("sourceUrl", T.source, { type: "url", placeholder: "https://" })}
      <TextAreaField
        id={id("note")}
        label={T.note}
        value={form.note}
        maxLength={CORRECTION_NOTE_MAX_LENGTH}
        rows={3}
        error={errors.note}
        onValueChange={edit("note")}
        onBlur={() => {}}
      />
      {/* Always in the tree so the message is announced when it appears. */}
      <Failure role="alert">{failure}</Failure>
    </>
  );
}

const Intro = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 0 1rem;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;
