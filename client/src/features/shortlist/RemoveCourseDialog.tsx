/** The confirmation before a course leaves the shortlist, driven by removeCourseMachine. */
import { useSelector } from "@xstate/react";
import { useRef } from "react";
import type { ActorRefFrom } from "xstate";
import { Button } from "../../shared/ui/Button";
import { Modal } from "../../shared/ui/Modal";
import type { RemoveCourseMachine } from "./removeCourse.machine";
import { removeQuestion, SHORTLIST_TEXT } from "./shortlistPageText";

export function RemoveCourseDialog({ actor }: { actor: ActorRefFrom<RemoveCourseMachine> }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const course = useSelector(actor, (state) => state.context.item);
  const removing = useSelector(actor, (state) => state.matches("removing"));
  const closed = useSelector(actor, (state) => state.matches("closed"));
  const open = course !== null && !closed;
  const cancel = () => actor.send({ type: "remove.cancel" });

  return (
    <Modal
      open={open}
      title={SHORTLIST_TEXT.removeTitle}
      onClose={cancel}
      // A destructive choice: focus starts on the safe one.
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} $variant="secondary" onClick={cancel} disabled={removing}>
            {SHORTLIST_TEXT.cancel}
          </Button>
          <Button onClick={() => actor.send({ type: "remove.confirm" })} disabled={removing}>
            {removing ? SHORTLIST_TEXT.removing : SHORTLIST_TEXT.removeConfirm}
          </Button>
        </>
      }
    >
      {course ? <p>{removeQuestion(course)}</p> : null}
    </Modal>
  );
}
