/**
 * True one transition after `ready` first becomes true, and from then on. A page's answer is
 * drawn synchronously in the task that receives it; what it marks as secondary (a section below
 * the fold, a read the first screen does not show) waits for this, so it is drawn, and its own
 * read started, in a later task React can split, not in the answer's.
 */
import { startTransition, useEffect, useState } from "react";

export function useAfterFirstStep(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (ready && !after) startTransition(() => setAfter(true));
  }, [ready, after]);
  return after;
}
