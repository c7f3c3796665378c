/**
 * The page behind an emailed link (the newsletter's unsubscribe and confirm, the deadline
 * reminders' unsubscribe): the link is followed once on arrival, `working` shows meanwhile, then
 * the result and a button back to /.
 */
import { ROUTES } from "@gradplan/schema";
import { useMachine } from "@xstate/react";
import { useParams } from "react-router-dom";
import styled from "styled-components";
import { ButtonLink } from "../ui/Button";
import { Page } from "../ui/Page";
import { type EmailLinkInput, type EmailLinkState, emailLinkMachine } from "./emailLink.machine";

export type EmailLinkWords = { title: string } & Record<EmailLinkState, string>;

export function EmailLinkPage({
  words,
  follow,
}: {
  words: EmailLinkWords;
  follow: EmailLinkInput["follow"];
}) {
  const { token } = useParams();
  const [snapshot] = useMachine(emailLinkMachine, { input: { follow, token } });
  const state = (snapshot.value === "starting" ? "working" : snapshot.value) as EmailLinkState;
  const failed = state === "problem" || state === "unexpected" || state === "noToken";
  return (
    <Page title={words.title}>
      {state === "working" ? (
        <p role="status">{words.working}</p>
      ) : (
        <>
          <Result role={failed ? "alert" : "status"} $failed={failed}>
            {words[state]}
          </Result>
          <ButtonLink to={ROUTES.landing} $variant="primary">
            Back to Home
          </ButtonLink>
        </>
      )}
    </Page>
  );
}

const Result = styled.p<{ $failed: boolean }>`
  font-size: 1.125rem;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.error : theme.colors.text)};
`;
