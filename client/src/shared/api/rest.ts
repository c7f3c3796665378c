/**
 * The one door to the REST API: same-origin, cookies sent, JSON in and out. Every REST call goes
 * through `restRequest` so the 401 refresh-and-retry (spec 1, section 4) can be added here once.
 */

export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "RestError";
  }
}

export interface RestRequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Appended as a query string; undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

export function buildApiUrl(path: string, query: RestRequestOptions["query"] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function restRequest<T>(path: string, options: RestRequestOptions = {}): Promise<T> {
  const { method = "GET", query, body, signal } = options;
  const response = await fetch(buildApiUrl(path, query), {
    method,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new RestError(response.status, await errorMessage(response));
  return (await response.json()) as T;
}

/** The API answers errors as {success:false, message}; fall back to the status text. */
async function errorMessage(response: Response): Promise<string> {
  try {
    const payload: unknown = await response.json();
    if (payload && typeof payload === "object" && "message" in payload) {
      return String(payload.message);
    }
  } catch {
    // Not JSON (e.g. a proxy error page): the status line is the best we have.
  }
  return `${response.status} ${response.statusText}`.trim();
}
