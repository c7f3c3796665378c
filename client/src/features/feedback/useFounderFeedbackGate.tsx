/**
 * Asks a signed-in student for feedback through the founder's modal once (per student, kept on
 * the server, so once on any browser) before a page such as /resume-evaluation. `ask()` resolves
 * when the modal closes, whichever way; as soon as the server answers when there is nothing to
 * ask (already asked, or the read failed); at once when there is no student.
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useSession } from "../../shared/session/useSession";
import { FounderMessageModal } from "./FeedbackModal";
import type { FeedbackMachine } from "./feedback.machine";
import { markFounderFeedbackAsked, wasFounderFeedbackAsked } from "./founderFeedbackAsked";

export interface FounderFeedbackGate {
  ask: () => Promise<void>;
  /** Render this in the page; it is null unless the modal is showing. */
  modal: ReactNode;
}

export function useFounderFeedbackGate(
  options: { machine?: FeedbackMachine } = {},
): FounderFeedbackGate {
  const { user } = useSession();
  const studentId = user?.student_id ?? null;
  const [showing, setShowing] = useState(false);
  const pending = useRef<Promise<void> | null>(null);
  const release = useRef<(() => void) | null>(null);
  const live = useRef(true);

  const ask = useCallback((): Promise<void> => {
    if (pending.current) return pending.current; // a second call waits on the same answer
    if (studentId === null) return Promise.resolve();
    const asking = (async () => {
      if (!live.current || (await wasFounderFeedbackAsked(studentId)) || !live.current) return;
      // Marked when shown, not when answered: "once" holds even if the tab is closed meanwhile.
      void markFounderFeedbackAsked();
      await new Promise<void>((resolve) => {
        release.current = resolve;
        setShowing(true);
      });
    })().finally(() => {
      pending.current = null;
    });
    pending.current = asking;
    return asking;
  }, [studentId]);

  const onClosed = useCallback(() => {
    setShowing(false);
    release.current?.();
    release.current = null;
  }, []);

  // A page left while the modal is open (or the server is asked) must not leave its caller
  // waiting forever, nor open the modal afterwards.
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      release.current?.();
    };
  }, []);

  const modal = showing ? (
    <FounderMessageModal onClosed={onClosed} machine={options.machine} />
  ) : null;
  return { ask, modal };
}
