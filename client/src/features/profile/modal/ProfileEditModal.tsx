/**
 * The edit modal of every profile section, driven by profileEditMachine: open while the machine
 * edits or saves, with Cancel and Update, the section's form, its recalculation note and the
 * server's explanation when a save fails.
 */
import { useSelector } from "@xstate/react";
import { type FormEvent, useEffect, useId } from "react";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import { FormModal } from "../../../shared/ui/FormModal";
import { focusableElements } from "../../../shared/ui/focusable";
import { formKit } from "../../../shared/ui/form/formKit";
import type { ProfileEditMachine } from "../profileEdit.machine";
import { RECALCULATION_NOTES } from "../profileMessages";
import { MODAL_TITLES } from "../sectionLabels";
import { SectionForm } from "./SectionForm";

export function ProfileEditModal({ actor }: { actor: ActorRefFrom<ProfileEditMachine> }) {
  const formId = useId();
  const draft = useSelector(actor, (state) => state.context.draft);
  const original = useSelector(actor, (state) => state.context.original);
  const snapshot = useSelector(actor, (state) => state.context.snapshot);
  const issues = useSelector(actor, (state) => state.context.issues);
  const failure = useSelector(actor, (state) => state.context.failure);
  const busy = useSelector(actor, (state) => !state.matches("closed") && !state.matches("editing"));
  const kit = formKit(formId, issues);

  // Focus the first field to fix, after the render that shows its message.
  useEffect(() => {
    const subscription = actor.on("edit.invalid", ({ path }) => {
      setTimeout(() => {
        const field = document.getElementById(formKit(formId, []).id(path));
        if (!field) return;
        const target = field.matches("input, select, textarea")
          ? field
          : focusableElements(field)[0];
        target?.focus();
      }, 0);
    });
    return () => subscription.unsubscribe();
  }, [actor, formId]);

  if (!draft || !original || !snapshot) return null;
  const title = MODAL_TITLES[draft.section];
  const note =
    draft.section in RECALCULATION_NOTES
      ? RECALCULATION_NOTES[draft.section as keyof typeof RECALCULATION_NOTES]
      : null;
  const cancel = () => {
    if (!busy) actor.send({ type: "edit.cancel" });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) actor.send({ type: "edit.submit" });
  };

  return (
    <FormModal
      // A new section (Test Scores after Personal) is a new dialog: focus moves to its title.
      key={draft.section}
      open
      title={title}
      onClose={cancel}
      formId={formId}
      busy={busy}
      labels={{ cancel: "Cancel", submit: "Update", busy: "Updating..." }}
    >
      {note ? <Note>{note}</Note> : null}
      <form id={formId} noValidate onSubmit={submit} aria-label={title}>
        <SectionForm
          draft={draft}
          original={original}
          snapshot={snapshot}
          kit={kit}
          onChange={(next) => actor.send({ type: "edit.change", draft: next })}
        />
      </form>
      {/* Always in the tree so the message is announced when it appears. */}
      <Failure role="alert">{failure}</Failure>
    </FormModal>
  );
}

const Note = styled.p`
  padding: 0.75rem 1rem;
  border-left: 6px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoBackground};
  color: ${({ theme }) => theme.colors.info};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;
