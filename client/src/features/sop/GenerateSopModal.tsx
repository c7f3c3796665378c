/**
 * 'Write a draft with us', a thin view of generateSop.machine: the SOP's name and program, the
 * four questions with their hints and counters, the loading overlay while the draft is written,
 * and the server's word when it is still being written.
 */
import {
  SOP_ANSWER_MAX,
  SOP_NAME_MAX,
  SOP_PROGRAM_MAX,
  SOP_QUESTIONS,
  type SopAnswers,
} from "@gradplan/schema";
import { useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import { Button } from "../../shared/ui/Button";
import { controlStyles, ErrorText, FieldWrap, Label } from "../../shared/ui/form/fieldStyles";
import { TextField } from "../../shared/ui/form/TextField";
import { LoadingOverlay } from "../../shared/ui/LoadingOverlay";
import { Modal } from "../../shared/ui/Modal";
import type { GenerateField, GenerateSopMachine } from "./generateSop.machine";
import { ErrorNote } from "./SopPage.styles";
import { answerCount, SOP_TEXT } from "./sopText";

const T = SOP_TEXT.generate;
const FORM_ID = "sop-generate-form";
const ANSWERS_ERROR_ID = "sop-generate-answers-error";
const QUESTION_KEYS = Object.keys(SOP_QUESTIONS) as (keyof SopAnswers)[];
const fieldId = (name: string) => `sop-generate-${name}`;

export function GenerateSopModal({ actor }: { actor: ActorRefFrom<GenerateSopMachine> }) {
  const open = useSelector(
    actor,
    (state) =>
      state.matches("editingAnswers") || state.matches("generating") || state.matches("pending"),
  );
  const generating = useSelector(actor, (state) => state.matches("generating"));
  const pendingMessage = useSelector(actor, (state) =>
    state.matches("pending") ? state.context.pendingMessage : null,
  );
  const close = () => actor.send({ type: "generate.close" });

  return (
    <Modal
      open={open}
      title={T.title}
      onClose={close}
      footer={
        pendingMessage ? (
          <Button onClick={close}>{T.close}</Button>
        ) : (
          <>
            <Button $variant="secondary" onClick={close} disabled={generating}>
              {T.cancel}
            </Button>
            <Button type="submit" form={FORM_ID} disabled={generating}>
              {T.submit}
            </Button>
          </>
        )
      }
    >
      {pendingMessage ? (
        <Pending role="status">{pendingMessage}</Pending>
      ) : (
        <AnswersForm actor={actor} />
      )}
      {/* Inside the dialog, so it covers it: the overlay's own layer sits below modals. */}
      {generating ? <LoadingOverlay label={T.generating} /> : null}
    </Modal>
  );
}

function AnswersForm({ actor }: { actor: ActorRefFrom<GenerateSopMachine> }) {
  const context = useSelector(actor, (state) => state.context);
  const generating = useSelector(actor, (state) => state.matches("generating"));
  const { errors } = context;
  const set = (field: GenerateField) => (value: string) =>
    actor.send({ type: "generate.field", field, value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: "generate.submit" });
    // A refused submit takes the keyboard to the first field that needs fixing.
    const { errors: refused } = actor.getSnapshot().context;
    if (refused.name) document.getElementById(fieldId("name"))?.focus();
    else if (refused.answers) document.getElementById(fieldId(QUESTION_KEYS[0] ?? ""))?.focus();
  };

  return (
    <form id={FORM_ID} noValidate onSubmit={submit} aria-label={T.title} inert={generating}>
      <Intro>{T.intro}</Intro>
      <TextField
        id={fieldId("name")}
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
        id={fieldId("university")}
        label={T.university}
        value={context.university}
        maxLength={SOP_PROGRAM_MAX}
        autoComplete="off"
        onValueChange={set("university")}
        onBlur={() => {}}
      />
      <TextField
        id={fieldId("course")}
        label={T.course}
        value={context.course}
        maxLength={SOP_PROGRAM_MAX}
        autoComplete="off"
        onValueChange={set("course")}
        onBlur={() => {}}
      />
      {errors.answers ? <ErrorText id={ANSWERS_ERROR_ID}>{errors.answers}</ErrorText> : null}
      {QUESTION_KEYS.map((key) => (
        <AnswerField
          key={key}
          id={fieldId(key)}
          label={SOP_QUESTIONS[key].label}
          hint={SOP_QUESTIONS[key].hint}
          value={context.answers[key]}
          invalid={errors.answers !== undefined}
          onChange={(value) => actor.send({ type: "generate.answer", key, value })}
        />
      ))}
      {/* Always in the tree so the server's reason is announced when it appears. */}
      <ErrorNote role="alert">{context.failure}</ErrorNote>
    </form>
  );
}

interface AnswerFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}

function AnswerField({ id, label, hint, value, invalid, onChange }: AnswerFieldProps) {
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const describedBy = [invalid ? ANSWERS_ERROR_ID : null, hintId, countId]
    .filter(Boolean)
    .join(" ");
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      <Hint id={hintId}>{hint}</Hint>
      <Answer
        id={id}
        value={value}
        maxLength={SOP_ANSWER_MAX}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {/* Described, not live: announcing every keystroke would drown the typing. */}
      <Counter id={countId}>{answerCount(value.length, SOP_ANSWER_MAX)}</Counter>
    </FieldWrap>
  );
}

const Intro = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Answer = styled.textarea`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;

const Counter = styled.p`
  margin: 0;
  align-self: flex-end;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pending = styled.p`
  margin: 0;
  font-weight: 600;
`;
