/**
 * The product scaled out on this machine: a throw-away database, two gateways and two workers
 * sharing it, Redis (one unique queue prefix) and one JWT_SECRET, and nginx in front running
 * the product's config round-robin. The returned teardown stops them all and drops the database.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startNginx } from "@gradplan/gateway/testing/nginx";
import { programCommand, TEST_PROGRAM_ENV } from "@gradplan/gateway/testing/programs";
import { GATEWAY_PORTS, REPLICAS_PORT } from "../playwright.config";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the gateway exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the gateway did not become ready at ${url}`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => child.once("exit", () => r()));

export default async function globalSetup(): Promise<() => Promise<void>> {
  const clientDist = process.env.CLIENT_DIST ?? resolve(root, "client/dist");
  if (!existsSync(resolve(clientDist, "index.html")))
    throw new Error(`${clientDist} is missing: run \`npm run build\` first (npm test does).`);
  const database = new URL(
    process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/gradplan",
  );
  database.pathname = `/gradplan_e2e_replicas_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const queuePrefix = `gradplan-replicas-${randomBytes(4).toString("hex")}`;
  // What every replica must share: the database, Redis and its prefix, the signing secret.
  const shared = {
    ...process.env,
    CLIENT_DIST: clientDist,
    DATABASE_URL: database.toString(),
    QUEUE_PREFIX: queuePrefix,
    JWT_SECRET: randomBytes(48).toString("base64"),
    PUBLIC_URL: `http://127.0.0.1:${REPLICAS_PORT}`,
    SAMPLE_RESULTS: "false",
    // The specs refuse logins and tokens on purpose: warnings would only be noise.
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "error",
    NODE_ENV: "test",
    ...TEST_PROGRAM_ENV,
  };
  process.env.REPLICAS_DATABASE_URL = shared.DATABASE_URL;
  process.env.REPLICAS_QUEUE_PREFIX = queuePrefix;
  const prepared = spawnSync(...programCommand("prepare"), {
    env: shared,
    stdio: "inherit",
  });
  if (prepared.status !== 0) throw new Error("preparing the replicas' database failed");

  const children: ChildProcess[] = [];
  const run = (program: "gateway" | "worker", env: NodeJS.ProcessEnv) => {
    const child = spawn(...programCommand(program), { env, stdio: "inherit" });
    children.push(child);
    return child;
  };
  const gateways = GATEWAY_PORTS.map((port) => run("gateway", { ...shared, PORT: String(port) }));
  run("worker", shared);
  run("worker", shared);
  const dir = mkdtempSync(join(tmpdir(), "gradplan-nginx-"));
  const stopAll = async () => {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map(exited));
    rmSync(dir, { recursive: true, force: true });
    spawnSync(...programCommand("drop-database"), {
      env: shared,
      stdio: "inherit",
    });
  };
  try {
    await Promise.all(
      gateways.map((child, i) =>
        waitForReady(`http://127.0.0.1:${GATEWAY_PORTS[i]}/readyz`, child, 45_000),
      ),
    );
    const nginx = await startNginx(
      resolve(root, "ops/nginx/gradplan.conf"),
      dir,
      REPLICAS_PORT,
      GATEWAY_PORTS.map((port) => `127.0.0.1:${port}`),
    );
    process.env.REPLICAS_ACCESS_LOG = nginx.accessLog;
    return async () => {
      await nginx.stop();
      await stopAll();
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
