/** Loader timing from spec 1, section 9: 10% steps, capped at 90% until the work ends. */
import {
  LOADER_MAX_PROGRESS,
  LOADER_SLOW_TEXT_AFTER_MS,
  type LOADER_STEP_INTERVALS_MS,
  LOADER_STEP_PERCENT,
} from "@gradplan/schema";
import { useEffect, useState } from "react";

export type LoaderStepInterval = (typeof LOADER_STEP_INTERVALS_MS)[number];

export function nextLoaderProgress(current: number): number {
  return Math.min(current + LOADER_STEP_PERCENT, LOADER_MAX_PROGRESS);
}

/** Progress that climbs while mounted, and whether the slow-load text is due. */
export function useLoaderProgress(stepIntervalMs: LoaderStepInterval): {
  progress: number;
  slow: boolean;
} {
  const [progress, setProgress] = useState(0);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const stepper = setInterval(() => setProgress(nextLoaderProgress), stepIntervalMs);
    const slowTimer = setTimeout(() => setSlow(true), LOADER_SLOW_TEXT_AFTER_MS);
    return () => {
      clearInterval(stepper);
      clearTimeout(slowTimer);
    };
  }, [stepIntervalMs]);

  return { progress, slow };
}
