/**
 * The shortlist's one line about the email grant: before connecting, what it does and the
 * button; once connected, its state and a link to the account settings, where it is managed.
 * Nothing where it is not offered, while it loads, or when the read fails.
 */
import { useQuery } from "@apollo/client/react";
import { GRANT_STATUS, ROUTES } from "@gradplan/schema";
import { EmailGrantDocument } from "../../graphql/generated";
import { ConnectEmailButton } from "./ConnectEmailButton";
import { Line, ManageLink } from "./EmailGrant.styles";
import { EMAIL_GRANT_TEXT, MANAGE_LINK, shortlistStatusLine } from "./emailGrantText";

export function EmailGrantLine() {
  const { data } = useQuery(EmailGrantDocument);
  const grant = data?.emailGrant;
  if (!grant?.available) return null;
  return (
    <Line aria-label={EMAIL_GRANT_TEXT.heading}>
      {grant.connected ? (
        <>
          <p>{shortlistStatusLine(grant.status === GRANT_STATUS.paused, grant.lastSyncedAt)}</p>
          <ManageLink to={ROUTES.accountSettings}>{MANAGE_LINK}</ManageLink>
        </>
      ) : (
        <>
          <p>{EMAIL_GRANT_TEXT.shortPitch}</p>
          <ConnectEmailButton variant="secondary" />
        </>
      )}
    </Line>
  );
}
