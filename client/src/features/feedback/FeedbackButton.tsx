/**
 * The footer's "Feedback" button, for everyone. The modal is a lazy chunk: it needs the schema's
 * feedback rules (and so zod), which must stay out of the landing page's bundle.
 */
import { lazy, Suspense, useCallback, useState } from "react";
import styled from "styled-components";

const FeedbackModal = lazy(() =>
  import("./FeedbackModal").then((m) => ({ default: m.FeedbackModal })),
);

export function FeedbackButton() {
  const [requested, setRequested] = useState(false);
  // Unmounting on close gives the next opening a fresh machine and a blank form.
  const close = useCallback(() => setRequested(false), []);
  return (
    <>
      <LinkLikeButton type="button" aria-haspopup="dialog" onClick={() => setRequested(true)}>
        Feedback
      </LinkLikeButton>
      {requested ? (
        <Suspense fallback={null}>
          <FeedbackModal onClosed={close} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Looks like the footer's links it sits among, but opens a dialog, so it is a button. */
const LinkLikeButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
