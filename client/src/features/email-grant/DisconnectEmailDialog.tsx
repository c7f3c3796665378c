/** The confirmation before the inbox is disconnected, driven by disconnectEmailMachine. */
import { useSelector } from "@xstate/react";
import { useRef } from "react";
import type { ActorRefFrom } from "xstate";
import { Button } from "../../shared/ui/Button";
import { Modal } from "../../shared/ui/Modal";
import type { DisconnectEmailMachine } from "./disconnectEmail.machine";
import { EMAIL_GRANT_TEXT as T } from "./emailGrantText";

export function DisconnectEmailDialog({ actor }: { actor: ActorRefFrom<DisconnectEmailMachine> }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const open = useSelector(actor, (state) => !state.matches("closed"));
  const disconnecting = useSelector(actor, (state) => state.matches("removing"));
  const cancel = () => actor.send({ type: "remove.cancel" });

  return (
    <Modal
      open={open}
      title={T.disconnectTitle}
      onClose={cancel}
      // A destructive choice: focus starts on the safe one.
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} $variant="secondary" onClick={cancel} disabled={disconnecting}>
            {T.cancel}
          </Button>
          <Button onClick={() => actor.send({ type: "remove.confirm" })} disabled={disconnecting}>
            {disconnecting ? T.disconnecting : T.disconnectConfirm}
          </Button>
        </>
      }
    >
      <p>{T.disconnectQuestion}</p>
    </Modal>
  );
}
