/** Shared frame of the two email-access callback pages: the message and a way back home. */

import { ROUTES } from "@gradplan/schema";
import styled from "styled-components";
import { ButtonLink } from "../../shared/ui/Button";
import { Page } from "../../shared/ui/Page";
import type { CallbackOutcome } from "./callbackMessages";

export function CallbackResult({ outcome }: { outcome: CallbackOutcome }) {
  return (
    <Page title={outcome.title}>
      <Message role="status">{outcome.message}</Message>
      <Actions>
        <ButtonLink to={ROUTES.landing}>Back to home</ButtonLink>
        {outcome.settings ? (
          <ButtonLink to={ROUTES.accountSettings} $variant="secondary">
            Account Settings
          </ButtonLink>
        ) : null}
      </Actions>
    </Page>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Message = styled.p`
  font-size: 1.125rem;
`;
