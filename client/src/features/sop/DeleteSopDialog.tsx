/** The confirmation before an SOP is deleted, driven by removeSop.machine. */
import { useSelector } from "@xstate/react";
import { useRef } from "react";
import type { ActorRefFrom } from "xstate";
import { Button } from "../../shared/ui/Button";
import { Modal } from "../../shared/ui/Modal";
import type { RemoveSopMachine } from "./removeSop.machine";
import { removeQuestion, SOP_TEXT } from "./sopText";

const T = SOP_TEXT.remove;

export function DeleteSopDialog({ actor }: { actor: ActorRefFrom<RemoveSopMachine> }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const sop = useSelector(actor, (state) => state.context.item);
  const removing = useSelector(actor, (state) => state.matches("removing"));
  const closed = useSelector(actor, (state) => state.matches("closed"));
  const cancel = () => actor.send({ type: "remove.cancel" });

  return (
    <Modal
      open={sop !== null && !closed}
      title={T.title}
      onClose={cancel}
      // A destructive choice: focus starts on the safe one.
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} $variant="secondary" onClick={cancel} disabled={removing}>
            {T.cancel}
          </Button>
          <Button onClick={() => actor.send({ type: "remove.confirm" })} disabled={removing}>
            {removing ? T.removing : T.confirm}
          </Button>
        </>
      }
    >
      {sop ? <p>{removeQuestion(sop)}</p> : null}
    </Modal>
  );
}
