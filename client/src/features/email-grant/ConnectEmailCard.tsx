/**
 * The email access card of the account settings (issue 17): before connecting, what connecting
 * does and the button; once connected, since when and when last checked, a paused grant's reason
 * with 'Connect again', and 'Disconnect email' behind a confirmation. Nothing at all where the
 * server has no provider configured (`available` false).
 */

import { useQuery } from "@apollo/client/react";
import { GRANT_STATUS } from "@gradplan/schema";
import { useActorRef } from "@xstate/react";
import { useEffect, useId, useRef } from "react";
import { EmailGrantDocument, type EmailGrantQuery } from "../../graphql/generated";
import { FailedWithRetry } from "../../shared/ui/Alert";
import { Button } from "../../shared/ui/Button";
import { useToast } from "../../shared/ui/toastContext";
import { ConnectEmailButton } from "./ConnectEmailButton";
import { DisconnectEmailDialog } from "./DisconnectEmailDialog";
import { disconnectEmailMachine } from "./disconnectEmail.machine";
import { Actions, Card, Paused } from "./EmailGrant.styles";
import { connectedLine, EMAIL_GRANT_TEXT as T } from "./emailGrantText";

type EmailGrant = EmailGrantQuery["emailGrant"];

export function ConnectEmailCard({ studentId }: { studentId: string }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toast = useToast();
  const { data, error, refetch } = useQuery(EmailGrantDocument);
  const remover = useActorRef(disconnectEmailMachine, { input: { studentId } });

  useEffect(() => {
    const subscriptions = [
      remover.on("remove.done", ({ result }) => {
        toast.success(result);
        // The Disconnect button is gone: continue from the card's heading once the dialog has
        // handed focus back.
        setTimeout(() => headingRef.current?.focus(), 0);
      }),
      remover.on("remove.failed", ({ message }) => toast.error(message)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [remover, toast]);

  const grant = data?.emailGrant;
  // Loading, or not offered here: nothing to say (an unconfigured server never fails this read).
  if (!grant && !error) return null;
  if (grant && !grant.available) return null;

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {T.heading}
      </h2>
      {grant ? (
        <GrantState
          grant={grant}
          onDisconnect={() =>
            remover.send({ type: "remove.ask", item: { connectedAt: grant.connectedAt } })
          }
        />
      ) : (
        // A failed retry shows as the failure again.
        <FailedWithRetry
          message={T.readFailed}
          retryLabel={T.retry}
          onRetry={() => void refetch().catch(() => {})}
        />
      )}
      <DisconnectEmailDialog actor={remover} />
    </Card>
  );
}

function GrantState({ grant, onDisconnect }: { grant: EmailGrant; onDisconnect: () => void }) {
  if (!grant.connected) {
    return (
      <>
        <p>{T.explanation}</p>
        <Actions>
          <ConnectEmailButton />
        </Actions>
      </>
    );
  }
  const paused = grant.status === GRANT_STATUS.paused;
  return (
    <>
      <p>{connectedLine(grant.connectedAt, grant.lastSyncedAt)}</p>
      {paused ? (
        <Paused>
          <h3>{T.pausedHeading}</h3>
          <p>{grant.pausedReason ?? T.pausedFallback}</p>
          <p>{T.pausedHint}</p>
        </Paused>
      ) : null}
      <Actions>
        {paused ? <ConnectEmailButton label={T.connectAgain} /> : null}
        <Button $variant="secondary" onClick={onDisconnect}>
          {T.disconnect}
        </Button>
      </Actions>
    </>
  );
}
