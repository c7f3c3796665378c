import { type ChildProcess, spawn } from "node:child_process";
import { Agent, request } from "node:http";
import { resolve } from "node:path";
import { API, pathOf } from "@gradplan/schema";
import { afterEach, describe, expect, inject, it } from "vitest";
import { REPO_ROOT } from "./core/config";

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  /** The request went out on a kept-alive connection. */
  reused: boolean;
}

/** A GET with node:http, which tells whether it went out on a kept-alive connection. */
function get(url: string, agent: Agent | false = false): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(url, { agent }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () =>
        done({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          body,
          reused: req.reusedSocket,
        }),
      );
    });
    req.on("error", fail);
    req.end();
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Gateway {
  child: ChildProcess;
  origin: string;
  exit: Promise<number | string>;
}

let gateway: Gateway | undefined;
afterEach(() => {
  if (gateway?.child.exitCode === null) gateway.child.kill("SIGKILL");
  gateway = undefined;
});

/** The real gateway process (src/main.ts) on a free port, as `npm start` runs it. */
async function startGateway(env: Record<string, string>): Promise<Gateway> {
  const { SHUTDOWN_DRAIN_MS: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: resolve(REPO_ROOT, "gateway"),
    env: {
      ...inherited,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PORT: "0",
      DATABASE_URL: inject("databaseUrl"),
      REDIS_URL: inject("redisUrl"),
      QUEUE_PREFIX: inject("queuePrefix"),
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exit = new Promise<number | string>((done) =>
    child.once("exit", (code, signal) => done(code ?? signal ?? "unknown")),
  );
  const port = await new Promise<string>((done, fail) => {
    let out = "";
    child.stdout?.setEncoding("utf8");
    child.stdout?.on("data", (chunk: string) => {
      out += chunk;
      const serving = out.match(/serving on http:\/\/localhost:(\d+)/);
      if (serving) done(serving[1]!);
    });
    void exit.then((code) => fail(new Error(`the gateway exited (${code}) before serving`)));
  });
  gateway = { child, origin: `http://localhost:${port}`, exit };
  return gateway;
}

/** Milliseconds from `since` until the gateway stops answering (refused or dropped). */
async function closedAfter(origin: string, since: number): Promise<number> {
  for (;;) {
    try {
      await get(`${origin}/healthz`);
    } catch {
      return performance.now() - since;
    }
    await sleep(25);
  }
}

const DRAIN_MS = 1500;
const search = `${pathOf(API.catalogue.searchUniversities)}?searchQuery=tech`;

describe("the gateway's shutdown", () => {
  it("drains on SIGTERM: /readyz 503, requests served with Connection: close; then closes and exits 0", async () => {
    const { child, origin, exit } = await startGateway({ SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const before = await get(`${origin}${search}`, keepAlive);
      expect(before).toMatchObject({ status: 200, connection: "keep-alive" });

      const signalled = performance.now();
      child.kill("SIGTERM");
      let ready = await get(`${origin}/readyz`);
      while (ready.status === 200 && performance.now() - signalled < DRAIN_MS / 2) {
        await sleep(10);
        ready = await get(`${origin}/readyz`);
      }
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({
        success: false,
        message: "Not ready: shutting down.",
        postgres: "up",
        redis: "up",
      });
      expect(ready.connection).toBe("close");

      // The client's kept-alive connection is still served, and told not to be used again.
      const during = await get(`${origin}${search}`, keepAlive);
      expect(during).toMatchObject({ status: 200, connection: "close", reused: true });
      expect(JSON.parse(during.body)).toEqual(expect.any(Array));
      expect(performance.now() - signalled).toBeLessThan(DRAIN_MS);

      expect(await closedAfter(origin, signalled)).toBeGreaterThanOrEqual(DRAIN_MS);
      expect(await exit).toBe(0);
      expect(performance.now() - signalled).toBeLessThan(DRAIN_MS + 5000);
    } finally {
      keepAlive.destroy();
    }
  }, 90_000);

  it("without SHUTDOWN_DRAIN_MS, a Ctrl-C (SIGINT) closes it at once, exit 0", async () => {
    const { child, origin, exit } = await startGateway({});
    expect((await get(`${origin}/readyz`)).status).toBe(200);
    const signalled = performance.now();
    child.kill("SIGINT");
    expect(await exit).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(2500);
  }, 90_000);
});
