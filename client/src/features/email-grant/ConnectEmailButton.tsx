/**
 * 'Connect your email' (or 'Connect again'): renews the session, then leaves for the provider's
 * consent page (connectEmail.machine). Busy until the page goes; a failed renewal says so.
 */
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { Button, type ButtonVariant } from "../../shared/ui/Button";
import { type ConnectEmailMachine, connectEmailMachine } from "./connectEmail.machine";
import { ConnectError } from "./EmailGrant.styles";
import { EMAIL_GRANT_TEXT } from "./emailGrantText";

export interface ConnectEmailButtonProps {
  label?: string;
  variant?: ButtonVariant;
  machine?: ConnectEmailMachine;
}

export function ConnectEmailButton({
  label = EMAIL_GRANT_TEXT.connect,
  variant = "primary",
  machine = connectEmailMachine,
}: ConnectEmailButtonProps) {
  const actor = useActorRef(machine);
  const busy = useSelector(actor, (state) => !state.matches("idle"));
  const error = useSelector(actor, (state) => state.context.error);

  // Back from the consent page, the browser may show this page as it was left: busy.
  useEffect(() => {
    const shownAgain = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: "connect.returned" });
    };
    window.addEventListener("pageshow", shownAgain);
    return () => window.removeEventListener("pageshow", shownAgain);
  }, [actor]);

  return (
    <>
      <Button
        $variant={variant}
        onClick={() => actor.send({ type: "connect.start" })}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? EMAIL_GRANT_TEXT.connecting : label}
      </Button>
      {error ? <ConnectError role="alert">{error}</ConnectError> : null}
    </>
  );
}
