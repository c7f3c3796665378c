/**
 * The danger zone: deleting the account in a dialog asking for the password
 * (deleteAccount.machine). Once deleted, the local session ends and the student goes home.
 */
import { ROUTES } from "@gradplan/schema";
import { useActorRef, useSelector } from "@xstate/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { ActorRefFrom } from "xstate";
import { clearSession } from "../../shared/session/session";
import { Button } from "../../shared/ui/Button";
import { PasswordField } from "../../shared/ui/form/PasswordField";
import { Modal } from "../../shared/ui/Modal";
import { useToast } from "../../shared/ui/toastContext";
import { DangerButtonRow, DangerSection, DialogError } from "./AccountSettings.styles";
import { ACCOUNT_TEXT } from "./accountText";
import { type DeleteAccountMachine, deleteAccountMachine } from "./deleteAccount.machine";

const T = ACCOUNT_TEXT.remove;
export const ACCOUNT_DELETED_MESSAGE = "Your account has been deleted.";

export function DeleteAccountSection({
  studentId,
  machine = deleteAccountMachine,
}: {
  studentId: string;
  machine?: DeleteAccountMachine;
}) {
  const headingId = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const actor = useActorRef(machine, { input: { studentId } });

  useEffect(() => {
    const subscription = actor.on("delete.done", () => {
      toast.success(ACCOUNT_DELETED_MESSAGE);
      clearSession("logout");
      navigate(ROUTES.landing, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, navigate]);

  return (
    <DangerSection aria-labelledby={headingId}>
      <h2 id={headingId}>{T.heading}</h2>
      <p>{T.hint}</p>
      <Button onClick={() => actor.send({ type: "delete.ask" })}>{T.open}</Button>
      <DeleteAccountDialog actor={actor} />
    </DangerSection>
  );
}

function DeleteAccountDialog({ actor }: { actor: ActorRefFrom<DeleteAccountMachine> }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [password, setPassword] = useState("");
  const open = useSelector(
    actor,
    (state) => state.matches("confirming") || state.matches("deleting"),
  );
  const deleting = useSelector(actor, (state) => state.matches("deleting"));
  const error = useSelector(actor, (state) => state.context.error);
  const cancel = () => {
    setPassword("");
    actor.send({ type: "delete.cancel" });
  };
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!deleting) actor.send({ type: "delete.confirm", password });
  };

  return (
    <Modal
      open={open}
      title={T.title}
      onClose={cancel}
      // A destructive choice: focus starts on the safe one.
      initialFocusRef={cancelRef}
    >
      <form noValidate onSubmit={confirm} aria-label={T.title}>
        <p>{T.question}</p>
        <PasswordField
          id="delete-account-password"
          label={T.password}
          value={password}
          error={error}
          autoComplete="current-password"
          onValueChange={setPassword}
          onBlur={() => undefined}
        />
        {error ? <DialogError role="alert">{error}</DialogError> : null}
        <DangerButtonRow>
          <Button
            ref={cancelRef}
            type="button"
            $variant="secondary"
            onClick={cancel}
            disabled={deleting}
          >
            {T.cancel}
          </Button>
          <Button type="submit" disabled={deleting || password === ""}>
            {deleting ? T.deleting : T.confirm}
          </Button>
        </DangerButtonRow>
      </form>
    </Modal>
  );
}
