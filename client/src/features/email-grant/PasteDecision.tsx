/**
 * The box where a student pastes a decision email (issue 17): one line and a button until
 * opened, then the text and 'Find the decision'. What is found joins the proposals above; a
 * refusal shows under the text, which is kept for another try. Focus moves into the box when it
 * opens and back to its button when it closes.
 */
import { PASTED_TEXT_MAX } from "@gradplan/schema";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useId, useRef } from "react";
import { Button } from "../../shared/ui/Button";
import { TextAreaField } from "../../shared/ui/form/TextAreaField";
import { useToast } from "../../shared/ui/toastContext";
import { Actions } from "./EmailGrant.styles";
import { PasteBox } from "./EmailProposals.styles";
import { pasteDecisionMachine } from "./pasteDecision.machine";
import { pastedFoundText, PROPOSALS_TEXT as T } from "./proposalsText";

export function PasteDecision({ studentId }: { studentId: string }) {
  const id = useId();
  const toast = useToast();
  const actor = useActorRef(pasteDecisionMachine, { input: { studentId } });
  const open = useSelector(actor, (state) => !state.matches("closed"));
  const reading = useSelector(actor, (state) => state.matches("reading"));
  const text = useSelector(actor, (state) => state.context.text);
  const error = useSelector(actor, (state) => state.context.error);
  const openButton = useRef<HTMLButtonElement>(null);
  const textArea = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const subscription = actor.on("paste.found", ({ finding }) =>
      toast.success(pastedFoundText(finding.decision, finding.proposed)),
    );
    return () => subscription.unsubscribe();
  }, [actor, toast]);

  useEffect(() => {
    if (open) textArea.current?.querySelector("textarea")?.focus();
    else if (wasOpen.current) openButton.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <PasteBox aria-label={T.pasteOpen}>
      <p>{T.pasteLead}</p>
      {open ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: "paste.submit" });
          }}
        >
          <div ref={textArea}>
            <TextAreaField
              id={`${id}-text`}
              label={T.pasteLabel}
              hint={T.pasteHint}
              value={text}
              maxLength={PASTED_TEXT_MAX}
              error={error}
              readOnly={reading}
              onValueChange={(value) => actor.send({ type: "paste.change", text: value })}
              onBlur={() => {}}
            />
          </div>
          <Actions>
            <Button type="submit" disabled={reading} aria-busy={reading || undefined}>
              {reading ? T.pasteReading : T.pasteSubmit}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={reading}
              onClick={() => actor.send({ type: "paste.cancel" })}
            >
              {T.pasteCancel}
            </Button>
          </Actions>
        </form>
      ) : (
        <Actions>
          <Button
            ref={openButton}
            $variant="secondary"
            onClick={() => actor.send({ type: "paste.open" })}
          >
            {T.pasteOpen}
          </Button>
        </Actions>
      )}
    </PasteBox>
  );
}
