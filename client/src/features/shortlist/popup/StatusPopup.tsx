/**
 * The status-update popup in the signed-in platform frame (spec 2: Popup), driven by
 * statusPopupMachine: one per signed-in student, held back while the student is on the shortlist
 * page itself. 'Update statuses' goes to the shortlist; closing, whichever way, hides it for the
 * session.
 */
import { POPUP_TEXT, ROUTES } from "@gradplan/schema";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { useSession } from "../../../shared/session/useSession";
import { Button } from "../../../shared/ui/Button";
import { Modal } from "../../../shared/ui/Modal";
import { type StatusPopupMachine, statusPopupMachine } from "./statusPopup.machine";

export interface StatusPopupProps {
  /** Tests pass `statusPopupMachine.provide(...)`. */
  machine?: StatusPopupMachine;
}

export function StatusPopup({ machine }: StatusPopupProps) {
  const { user } = useSession();
  if (!user) return null;
  // Another student (switched in another tab) gets a fresh machine and a fresh read.
  return <StatusPopupFlow key={user.student_id} studentId={user.student_id} machine={machine} />;
}

function StatusPopupFlow({
  studentId,
  machine = statusPopupMachine,
}: StatusPopupProps & { studentId: string }) {
  const navigate = useNavigate();
  const onShortlist = useLocation().pathname === ROUTES.universityShortlisting;
  const actor = useActorRef(machine, { input: { studentId, held: onShortlist } });
  const open = useSelector(
    actor,
    (state) => state.matches("showing") || state.matches("dismissing"),
  );
  const dismissing = useSelector(actor, (state) => state.matches("dismissing"));

  useEffect(() => {
    actor.send({ type: onShortlist ? "popup.hold" : "popup.release" });
  }, [actor, onShortlist]);

  useEffect(() => {
    const subscription = actor.on("popup.goToShortlist", () =>
      navigate(ROUTES.universityShortlisting),
    );
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  return (
    <Modal
      open={open}
      title={POPUP_TEXT.title}
      onClose={() => actor.send({ type: "popup.close" })}
      footer={
        <>
          <Button
            $variant="ghost"
            disabled={dismissing}
            onClick={() => actor.send({ type: "popup.never" })}
          >
            {POPUP_TEXT.never}
          </Button>
          <Button
            $variant="secondary"
            disabled={dismissing}
            onClick={() => actor.send({ type: "popup.close" })}
          >
            {POPUP_TEXT.close}
          </Button>
          <Button disabled={dismissing} onClick={() => actor.send({ type: "popup.update" })}>
            {POPUP_TEXT.update}
          </Button>
        </>
      }
    >
      <Body>{POPUP_TEXT.body}</Body>
    </Modal>
  );
}

const Body = styled.p`
  margin: 0;
`;
