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
      <ButtonLink to={ROUTES.landing}>Back to home</ButtonLink>
    </Page>
  );
}

const Message = styled.p`
  font-size: 1.125rem;
`;
