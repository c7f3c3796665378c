/**
 * Under React StrictMode (and Activity) @xstate/react stops and restarts a machine, restoring
 * its snapshot: a request the stop aborted would then arrive as an error in the restarted
 * machine. An aborted request therefore never settles; the restarted actor asks again.
 */
export function unlessAborted<T>(signal: AbortSignal, request: Promise<T>): Promise<T> {
  return request.catch((error: unknown) => {
    if (signal.aborted) return new Promise<T>(() => {});
    throw error;
  });
}
