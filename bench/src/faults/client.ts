/** One request of the fault suite's load, timed and classed into the tally. */
import type { Outcome, Tally } from "./tally";

export interface Sent {
  outcome: Outcome;
  status: number;
  body: Record<string, unknown> | null;
}

const TIMEOUT_MS = 30_000;

function classOf(status: number): Outcome {
  if (status === 202) return "accepted";
  if (status >= 200 && status < 300) return "ok";
  if (status === 503) return "unavailable";
  return "error";
}

/** True when nothing reached a server: no one listening on the port. */
function refused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === "ECONNREFUSED";
}

export async function send(
  tally: Tally,
  label: string,
  url: string,
  init: RequestInit = {},
): Promise<Sent> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await res.text();
    const outcome = classOf(res.status);
    tally.record(outcome, performance.now() - started, `${label} ${res.status}`);
    let body: Record<string, unknown> | null = null;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // not JSON: an error page, or nothing
    }
    return { outcome, status: res.status, body };
  } catch (error) {
    const outcome: Outcome = refused(error) ? "refused" : "error";
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    tally.record(outcome, performance.now() - started, `${label} ${cause}`);
    if (outcome === "error" && cause !== "TimeoutError") tally.drops.push(tally.now());
    return { outcome, status: 0, body: null };
  }
}

export const json = (body: unknown, cookie?: string): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});
