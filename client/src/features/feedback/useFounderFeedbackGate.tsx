/**
 * Asks a signed-in student for feedback through the founder's modal once (per student, remembered
 * in localStorage) before a page such as /resume-evaluation. `ask()` resolves when the modal
 * closes, whichever way; at once when there is no student or they were already asked.
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useSession } from "../auth/useSession";
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

  const ask = useCallback((): Promise<void> => {
    if (pending.current) return pending.current; // a second call waits on the same modal
    if (studentId === null || wasFounderFeedbackAsked(studentId)) return Promise.resolve();
    // Marked when shown, not when answered: "once" holds even if the tab is closed meanwhile.
    markFounderFeedbackAsked(studentId);
    pending.current = new Promise<void>((resolve) => {
      release.current = resolve;
    });
    setShowing(true);
    return pending.current;
  }, [studentId]);

  const onClosed = useCallback(() => {
    setShowing(false);
    pending.current = null;
    release.current?.();
    release.current = null;
  }, []);

  // A page left while the modal is open must not leave its caller waiting forever.
  useEffect(() => () => release.current?.(), []);

  const modal = showing ? (
    <FounderMessageModal onClosed={onClosed} machine={options.machine} />
  ) : null;
  return { ask, modal };
}
