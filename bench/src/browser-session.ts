/**
 * Gives a freshly launched Chromium a signed-in student, as the browser of one who logged in
 * would hold it: the session cookies, and the session user in localStorage (the client reads
 * it before drawing a student page). Spoken over the DevTools protocol with Node's WebSocket.
 */

/** What a signed-in student's browser keeps for the origin. */
export interface BrowserSession {
  /** Each session cookie as the gateway set it (all are httpOnly). */
  cookies: { name: string; value: string; path: string }[];
  localStorage: Record<string, string>;
}

type Params = Record<string, unknown>;

/** One DevTools-protocol connection to the browser; page commands go through a sessionId. */
class DevTools {
  #next = 1;
  readonly #pending = new Map<number, (answer: { result?: Params; error?: Params }) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener("message", (event) => {
      const answer = JSON.parse(String(event.data)) as {
        id?: number;
        result?: Params;
        error?: Params;
      };
      if (answer.id === undefined) return; // an event: none is listened to
      this.#pending.get(answer.id)?.(answer);
      this.#pending.delete(answer.id);
    });
  }

  static async open(port: number): Promise<DevTools> {
    const version = await fetch(`http://127.0.0.1:${port}/json/version`);
    const { webSocketDebuggerUrl } = (await version.json()) as { webSocketDebuggerUrl: string };
    const socket = new WebSocket(webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.addEventListener("open", resolve, { once: true });
      socket.addEventListener("error", reject, { once: true });
    });
    return new DevTools(socket);
  }

  send<T = Params>(method: string, params: Params = {}, sessionId?: string): Promise<T> {
    const id = this.#next++;
    this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    return new Promise((resolve, reject) => {
      this.#pending.set(id, ({ result, error }) =>
        error ? reject(new Error(`${method}: ${JSON.stringify(error)}`)) : resolve(result as T),
      );
    });
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * Stores `session` in the browser on `port` for `origin`. localStorage belongs to a document of
 * the origin, so a tab opens a small static file there (no app code runs), writes, and closes.
 */
export async function seedSession(
  port: number,
  origin: string,
  session: BrowserSession,
): Promise<void> {
  const devTools = await DevTools.open(port);
  try {
    await devTools.send("Storage.setCookies", {
      cookies: session.cookies.map((c) => ({ ...c, url: origin, httpOnly: true })),
    });
    const { targetId } = await devTools.send<{ targetId: string }>("Target.createTarget", {
      url: `${origin}/zod-csp.js`,
    });
    const { sessionId } = await devTools.send<{ sessionId: string }>("Target.attachToTarget", {
      targetId,
      flatten: true,
    });
    const evaluate = (expression: string) =>
      devTools.send<{ result: { value?: unknown } }>(
        "Runtime.evaluate",
        { expression, returnByValue: true },
        sessionId,
      );
    for (let i = 0; ; i++) {
      const { result } = await evaluate("location.origin + ' ' + document.readyState");
      if (result.value === `${origin} complete`) break;
      if (i === 100) throw new Error(`${origin}/zod-csp.js never loaded in the browser`);
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const [key, value] of Object.entries(session.localStorage))
      await evaluate(`localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)})`);
    await devTools.send("Target.closeTarget", { targetId });
  } finally {
    devTools.close();
  }
}
