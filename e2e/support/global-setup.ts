/**
 * Starts the real product for the end-to-end run: a throw-away database (created, migrated and
 * loaded with the sample catalogue), local stand-ins for Google sign-in and for an email
 * provider, then the gateway serving the built client and a worker.
 * The returned teardown stops both and drops the database.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type FakeMailProvider,
  fakeProviderEnv,
  startFakeMailProvider,
} from "@gradplan/gateway/testing/fake-mail-provider";
import { programCommand, TEST_PROGRAM_ENV } from "@gradplan/gateway/testing/programs";
import { E2E_OIDC_PORT, E2E_PORT } from "../playwright.config";
import { OIDC_CLIENT, startOidcProvider } from "./oidc-provider";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the gateway did not become ready at ${url}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // CLIENT_DIST (the gateway's own setting) lets a build elsewhere be tested beside client/dist.
  const clientDist = process.env.CLIENT_DIST ?? resolve(root, "client/dist");
  if (!existsSync(resolve(clientDist, "index.html"))) {
    throw new Error(`${clientDist} is missing: run \`npm run build\` first (npm test does).`);
  }
  const base = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/gradplan");
  base.pathname = `/gradplan_e2e_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const oidc = await startOidcProvider(
    E2E_OIDC_PORT,
    `http://127.0.0.1:${E2E_PORT}/api/auth/google/callback`,
  );
  // The inbox grant (issue 17) against a local provider with a mailbox the specs fill.
  const mail: FakeMailProvider = await startFakeMailProvider();
  process.env.E2E_MAIL_PROVIDER_URL = mail.url;
  const env = {
    ...process.env,
    ...fakeProviderEnv(mail, `e2e:${randomBytes(32).toString("base64")}`),
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: OIDC_CLIENT.clientId,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.clientSecret,
    PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
    DATABASE_URL: base.toString(),
    PORT: String(E2E_PORT),
    QUEUE_PREFIX: `gradplan-e2e-${randomBytes(4).toString("hex")}`,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
    NODE_ENV: "test",
    ...TEST_PROGRAM_ENV,
  };
  // Specs read the outbox (emailed links) from this database, as a student reads their inbox.
  process.env.E2E_DATABASE_URL = env.DATABASE_URL;
  const prepared = spawnSync(...programCommand("prepare"), {
    env,
    stdio: "inherit",
  });
  if (prepared.status !== 0) throw new Error("preparing the end-to-end database failed");

  const gateway = spawn(...programCommand("gateway"), { env, stdio: "inherit" });
  const worker = spawn(...programCommand("worker"), { env, stdio: "inherit" });
  await waitForReady(`http://127.0.0.1:${E2E_PORT}/readyz`, gateway, 30_000);

  return async () => {
    const exited = (child: ChildProcess) =>
      child.exitCode !== null
        ? Promise.resolve()
        : new Promise<void>((r) => child.once("exit", () => r()));
    gateway.kill("SIGTERM");
    worker.kill("SIGTERM");
    await Promise.all([exited(gateway), exited(worker)]);
    await oidc.close();
    await mail.close();
    spawnSync(...programCommand("drop-database"), {
      env,
      stdio: "inherit",
    });
  };
}
