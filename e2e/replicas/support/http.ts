/**
 * HTTP as the replicas test needs it: JSON calls from a chosen loopback address (a student's
 * machine, as nginx sees it) with cookies by hand, and nginx's log of which replica answered.
 */
import { readFileSync, statSync } from "node:fs";
import { request } from "node:http";

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** The cookies the answer set, by name (an empty value: cleared). */
  cookies: Record<string, string>;
}

export interface CallOptions {
  body?: unknown;
  cookies?: Record<string, string>;
  /** The address the call comes from: any of 127.0.0.0/8 on Linux. */
  from?: string;
}

export function call(
  origin: string,
  method: string,
  path: string,
  { body, cookies = {}, from = "127.0.0.1" }: CallOptions = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, origin),
      {
        method,
        localAddress: from,
        headers: {
          ...(payload ? { "content-type": "application/json" } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => {
          const set = (res.headers["set-cookie"] ?? []).map((line) => {
            const [pair = ""] = line.split(";", 1);
            const at = pair.indexOf("=");
            return [pair.slice(0, at), pair.slice(at + 1)] as const;
          });
          resolve({
            status: res.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
            cookies: Object.fromEntries(set),
          });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** One line of nginx's access log (ops/nginx/gradplan.conf's `gradplan` format). */
export interface Served {
  client: string;
  method: string;
  path: string;
  status: number;
  upstream: string;
}

const LINE = /^(\S+) \[[^\]]+\] "(\S+) (\S+) [^"]*" (\d{3}) \d+ upstream=(\S+)/;

/** Where the log ends now: pass it to `servedSince` to read what comes after. */
export function logMark(): number {
  return statSync(accessLog()).size;
}

export function servedSince(mark: number): Served[] {
  return readFileSync(accessLog())
    .subarray(mark)
    .toString("utf8")
    .split("\n")
    .flatMap((line) => {
      const m = LINE.exec(line);
      if (!m) return [];
      const [, client = "", method = "", url = "", status = "", upstream = ""] = m;
      return [
        { client, method, path: url.split("?", 1)[0] ?? url, status: Number(status), upstream },
      ];
    });
}

function accessLog(): string {
  const file = process.env.REPLICAS_ACCESS_LOG;
  if (!file)
    throw new Error("REPLICAS_ACCESS_LOG is unset: run through e2e/replicas' global setup");
  return file;
}
