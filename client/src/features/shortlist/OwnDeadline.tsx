/**
 * The student's own deadline for a shortlisted course: a date field with Save and, once one is
 * set, Remove. The program's deadlines stay shown above it; the note says that the student's
 * date is the one their reminders and calendar use.
 */
import { useActorRef, useSelector } from "@xstate/react";
import { type FormEvent, useEffect, useId } from "react";
import styled from "styled-components";
import { Button } from "../../shared/ui/Button";
import { formatDay } from "../../shared/ui/dates";
import { useToast } from "../../shared/ui/toastContext";
import { ownDeadlineMachine } from "./ownDeadline.machine";
import { Muted } from "./ShortlistPage.styles";
import type { ShortlistCourse } from "./shortlistView";

export const OWN_DEADLINE_TEXT = {
  label: "Your own deadline",
  hint: "Your reminders and calendar use this date instead of the program's.",
  set: (date: string) => `You set ${date}: your reminders and calendar use it.`,
  save: "Save",
  saving: "Saving...",
  remove: "Clear",
  removeLabel: (course: string) => `Remove your own deadline for ${course}`,
  saveLabel: (course: string) => `Save your own deadline for ${course}`,
} as const;

export function OwnDeadline({ studentId, course }: { studentId: string; course: ShortlistCourse }) {
  const id = useId();
  const toast = useToast();
  const actor = useActorRef(ownDeadlineMachine, {
    input: { studentId, courseId: course.course_id, ownDeadline: course.own_deadline },
  });
  const draft = useSelector(actor, (state) => state.context.draft);
  const error = useSelector(actor, (state) => state.context.error);
  const saving = useSelector(actor, (state) => state.matches("saving"));
  const program = `${course.course_name} at ${course.university_name}`;

  useEffect(() => {
    const subscriptions = [
      actor.on("ownDeadline.saved", ({ message }) => toast.success(message)),
      actor.on("ownDeadline.failed", ({ message }) => toast.error(message)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, toast]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: "ownDeadline.save" });
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");

  return (
    <Form onSubmit={submit} noValidate aria-busy={saving || undefined}>
      <label htmlFor={id}>{OWN_DEADLINE_TEXT.label}</label>
      <Controls>
        <input
          id={id}
          type="date"
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => actor.send({ type: "ownDeadline.edit", date: event.target.value })}
        />
        <Button
          type="submit"
          $variant="secondary"
          disabled={saving}
          aria-label={OWN_DEADLINE_TEXT.saveLabel(program)}
        >
          {saving ? OWN_DEADLINE_TEXT.saving : OWN_DEADLINE_TEXT.save}
        </Button>
        {course.own_deadline ? (
          <Button
            type="button"
            $variant="ghost"
            disabled={saving}
            aria-label={OWN_DEADLINE_TEXT.removeLabel(program)}
            onClick={() => actor.send({ type: "ownDeadline.remove" })}
          >
            {OWN_DEADLINE_TEXT.remove}
          </Button>
        ) : null}
      </Controls>
      {error ? (
        <ErrorLine id={`${id}-error`} role="alert">
          {error}
        </ErrorLine>
      ) : null}
      <Muted id={`${id}-hint`}>
        {course.own_deadline
          ? OWN_DEADLINE_TEXT.set(formatDay(course.own_deadline))
          : OWN_DEADLINE_TEXT.hint}
      </Muted>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 0.375rem;
  margin-top: 0.75rem;

  label { font-weight: 600; font-size: 0.875rem; }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;

  input {
    min-height: 2.5rem;
    padding: 0.375rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
`;

const ErrorLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;
