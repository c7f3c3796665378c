/**
 * The door to what the browser still sends over REST: the cookie auth calls and the .docx upload
 * (everything else is GraphQL). Same-origin, cookies sent, JSON in and out (or FormData out, for
 * uploads); the 401 refresh-and-retry (spec 1, section 4) lives here once.
 */
import { isAuthEndpoint, refreshSession } from "./tokenRefresh";

export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed error body, e.g. {success:false, message, errors}, for callers that map fields. */
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = "RestError";
  }
}

export interface RestRequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON; a FormData body is sent as multipart/form-data (e.g. a file upload). */
  body?: unknown;
  signal?: AbortSignal;
}

export async function restRequest<T>(path: string, options: RestRequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  // One refresh (shared by concurrent callers) and one retry; auth endpoints never loop.
  if (response.status === 401 && !isAuthEndpoint(path) && (await refreshSession())) {
    response = await send(path, options);
  }
  if (!response.ok) throw await restError(response);
  return (await response.json()) as T;
}

function send(url: string, { method = "GET", body, signal }: RestRequestOptions) {
  // FormData goes as is, without a Content-Type: fetch writes the multipart boundary itself.
  const form = body instanceof FormData ? body : null;
  const json = body === undefined || form ? undefined : JSON.stringify(body);
  return fetch(url, {
    method,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      ...(json === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: form ?? json,
    signal,
  });
}

/** The API answers errors as {success:false, message}; fall back to the status text. */
async function restError(response: Response): Promise<RestError> {
  const statusLine = `${response.status} ${response.statusText}`.trim();
  try {
    const payload: unknown = await response.json();
    if (payload && typeof payload === "object" && "message" in payload) {
      return new RestError(response.status, String(payload.message), payload);
    }
    return new RestError(response.status, statusLine, payload);
  } catch {
    // Not JSON (e.g. a proxy error page): the status line is the best we have.
    return new RestError(response.status, statusLine);
  }
}
