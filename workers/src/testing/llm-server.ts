/**
 * A tiny OpenAI-compatible chat-completions server for tests (node:http, 127.0.0.1, a free
 * port): POST {baseUrl}/chat/completions answers with the configured text, after the configured
 * delay, with the configured status. It records every request it received (path, authorization
 * header, parsed body) so tests can check what the client sent. No model runs anywhere.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface LlmServerBehaviour {
  /** The assistant message's content; a function of the request's body to echo it. */
  content: string | null | ((request: ChatRequest) => string | null);
  /** Milliseconds before answering. */
  delayMs: number;
  /** 200 answers a completion; anything else answers `{error:{message}}` with that status. */
  status: number;
  finishReason: string;
}

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  temperature?: number;
  [key: string]: unknown;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: ChatRequest;
}

export interface LlmTestServer {
  /** What LLM_BASE_URL would be: ends in /v1. */
  baseUrl: string;
  requests: ReceivedRequest[];
  /** Change the behaviour for the next requests. */
  set(behaviour: Partial<LlmServerBehaviour>): void;
  close(): Promise<void>;
}

const DEFAULTS: LlmServerBehaviour = { content: "", delayMs: 0, status: 200, finishReason: "stop" };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function startLlmServer(
  behaviour: Partial<LlmServerBehaviour> = {},
): Promise<LlmTestServer> {
  let current: LlmServerBehaviour = { ...DEFAULTS, ...behaviour };
  const requests: ReceivedRequest[] = [];
  let n = 0;

  const server = createServer(async (req, res) => {
    const path = (req.url ?? "").split("?")[0]!;
    if (req.method !== "POST" || path !== "/v1/chat/completions") {
      send(res, 404, { error: { message: `no route ${req.method} ${path}` } });
      return;
    }
    let body: ChatRequest;
    try {
      body = JSON.parse(await readBody(req)) as ChatRequest;
    } catch {
      send(res, 400, { error: { message: "the body is not JSON" } });
      return;
    }
    requests.push({ method: req.method, path, authorization: req.headers.authorization, body });
    const { content, delayMs, status, finishReason } = current;
    if (delayMs > 0) {
      // A client that gives up (its time limit) closes the socket: stop waiting then.
      const gone = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), delayMs);
        res.once("close", () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      if (gone) return;
    }
    if (status !== 200) {
      send(res, status, { error: { message: "the test server was told to fail" } });
      return;
    }
    n += 1;
    send(res, 200, {
      id: `chatcmpl-test-${n}`,
      object: "chat.completion",
      created: 0,
      model: body.model,
      choices: [
        {
          index: 0,
          message: {
            role: "assistant",
            content: typeof content === "function" ? content(body) : content,
          },
          finish_reason: finishReason,
        },
      ],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    set(next) {
      current = { ...current, ...next };
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
