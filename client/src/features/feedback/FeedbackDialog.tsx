/**
 * The feedback form in a Modal, driven by feedbackMachine: the modal is open while the machine
 * is. It opens on mount and calls `onClosed` once the machine closes (sent, cancelled, dismissed).
 */
import { FEEDBACK_DESCRIPTION_MAX_LENGTH, FEEDBACK_MESSAGES } from "@gradplan/schema";
import { useActorRef, useSelector } from "@xstate/react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import styled from "styled-components";
import { useSession } from "../../shared/session/useSession";
import { FormModal } from "../../shared/ui/FormModal";
import { TextAreaField } from "../../shared/ui/form/TextAreaField";
import { useToast } from "../../shared/ui/toastContext";
import { type FeedbackMachine, feedbackMachine } from "./feedback.machine";
import { StarRating } from "./StarRating";

export interface FeedbackDialogProps {
  title: string;
  /** Shown above the stars, e.g. the founder's note. */
  intro?: ReactNode;
  onClosed: () => void;
  /** Tests pass `feedbackMachine.provide(...)` with a fake submit actor. */
  machine?: FeedbackMachine;
}

export function FeedbackDialog({
  title,
  intro,
  onClosed,
  machine = feedbackMachine,
}: FeedbackDialogProps) {
  const toast = useToast();
  const { user } = useSession();
  const actor = useActorRef(machine);
  const formId = useId();
  const errorId = `${formId}-error`;
  const open = useSelector(actor, (state) => !state.matches("closed"));
  const submitting = useSelector(actor, (state) => state.matches("submitting"));
  const star = useSelector(actor, (state) => state.context.star);
  const description = useSelector(actor, (state) => state.context.description);
  const error = useSelector(actor, (state) => state.context.error);

  // A ref, so a new `onClosed` from the parent never re-runs the effects below.
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });

  useEffect(() => {
    const subscriptions = [
      actor.on("feedback.submitted", () => toast.success(FEEDBACK_MESSAGES.submitted)),
      actor.on("feedback.failed", () => toast.error(FEEDBACK_MESSAGES.failed)),
      actor.on("feedback.closed", () => onClosedRef.current()),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, toast]);

  useEffect(() => {
    actor.send({ type: "feedback.open" });
  }, [actor]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: "feedback.submit", studentId: user?.student_id ?? null });
  };
  const cancel = () => actor.send({ type: "feedback.cancel" });

  return (
    <FormModal
      open={open}
      title={title}
      onClose={cancel}
      formId={formId}
      busy={submitting}
      labels={{ cancel: "Cancel", submit: "Submit", busy: "Submitting..." }}
    >
      {intro}
      <form id={formId} noValidate onSubmit={submit} aria-label={title}>
        <StarRating
          value={star}
          onChange={(value) => actor.send({ type: "feedback.rate", star: value })}
          errorId={error === FEEDBACK_MESSAGES.starRequired ? errorId : undefined}
        />
        <TextAreaField
          id={`${formId}-description`}
          label="Tell us more (optional)"
          value={description}
          maxLength={FEEDBACK_DESCRIPTION_MAX_LENGTH}
          rows={4}
          onValueChange={(value) => actor.send({ type: "feedback.describe", description: value })}
          onBlur={() => {}}
        />
        {/* Always in the tree so the message is announced when it appears. */}
        <ErrorLine id={errorId} role="alert">
          {error}
        </ErrorLine>
      </form>
    </FormModal>
  );
}

const ErrorLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;
