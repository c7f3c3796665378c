/**
 * 'Write a draft with us', a thin view of generateSop.machine: the SOP's name and program, the
 * four questions with their hints and counters, the loading overlay while the draft is written,
 * and the server's word when it is still being written.
 */
import { SOP_ANSWER_MAX, SOP_QUESTIONS, type SopAnswers } from "@gradplan/schema";
import { useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import { FormModal } from "../../shared/ui/FormModal";
import { ErrorText } from "../../shared/ui/form/fieldStyles";
import { TextAreaField } from "../../shared/ui/form/TextAreaField";
import { LoadingOverlay } from "../../shared/ui/LoadingOverlay";
import type { GenerateSopMachine } from "./generateSop.machine";
import { ErrorNote } from "./SopPage.styles";
import { SopProgramFields } from "./SopProgramFields";
import { SOP_TEXT } from "./sopText";

const T = SOP_TEXT.generate;
const ID_PREFIX = "sop-generate";
const FORM_ID = `${ID_PREFIX}-form`;
const ANSWERS_ERROR_ID = `${ID_PREFIX}-answers-error`;
const QUESTION_KEYS = Object.keys(SOP_QUESTIONS) as (keyof SopAnswers)[];
const fieldId = (name: string) => `${ID_PREFIX}-${name}`;

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
    <FormModal
      open={open}
      title={T.title}
      onClose={close}
      formId={FORM_ID}
      busy={generating}
      done={pendingMessage !== null}
      labels={{ cancel: T.cancel, submit: T.submit, close: T.close }}
    >
      {pendingMessage ? (
        <Pending role="status">{pendingMessage}</Pending>
      ) : (
        <AnswersForm actor={actor} />
      )}
      {/* Inside the dialog, so it covers it: the overlay's own layer sits below modals. */}
      {generating ? <LoadingOverlay label={T.generating} /> : null}
    </FormModal>
  );
}

function AnswersForm({ actor }: { actor: ActorRefFrom<GenerateSopMachine> }) {
  const context = useSelector(actor, (state) => state.context);
  const generating = useSelector(actor, (state) => state.matches("generating"));
  const { errors } = context;

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
      <SopProgramFields
        idPrefix={ID_PREFIX}
        values={context}
        nameError={errors.name}
        onChange={(field, value) => actor.send({ type: "generate.field", field, value })}
      />
      {errors.answers ? <ErrorText id={ANSWERS_ERROR_ID}>{errors.answers}</ErrorText> : null}
      {QUESTION_KEYS.map((key) => (
        <Answer
          key={key}
          id={fieldId(key)}
          label={SOP_QUESTIONS[key].label}
          hint={SOP_QUESTIONS[key].hint}
          value={context.answers[key]}
          maxLength={SOP_ANSWER_MAX}
          groupErrorId={errors.answers === undefined ? undefined : ANSWERS_ERROR_ID}
          onValueChange={(value) => actor.send({ type: "generate.answer", key, value })}
          onBlur={() => {}}
        />
      ))}
      {/* Always in the tree so the server's reason is announced when it appears. */}
      <ErrorNote role="alert">{context.failure}</ErrorNote>
    </form>
  );
}

const Intro = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// TextAreaField hands this class to the text area itself.
const Answer = styled(TextAreaField)`
  && { min-height: 6rem; }
`;

const Pending = styled.p`
  margin: 0;
  font-weight: 600;
`;
