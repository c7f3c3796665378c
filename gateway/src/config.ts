/** Runtime configuration from the environment, with the defaults of DESIGN.md section 2. */
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** `.env.local` (written by `npm start`) fills what the environment leaves unset. */
function readEnvLocal(): Record<string, string> {
  const file = resolve(REPO_ROOT, ".env.local");
  if (!existsSync(file)) return {};
  const entries = readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#") && line.includes("="))
    .map((line) => {
      const at = line.indexOf("=");
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()] as const;
    });
  return Object.fromEntries(entries);
}

const envLocal = readEnvLocal();
function env(name: string): string | undefined {
  return process.env[name] ?? envLocal[name];
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`PORT must be 0-65535, got ${value}`);
  return n;
}

export interface Config {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** Prefix of every BullMQ key: tests use a unique one so runs never share queues. */
  queuePrefix: string;
  logLevel: string;
  clientDist: string;
  smtpUrl: string | undefined;
  mailFrom: string;
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const nodeEnv = env("NODE_ENV") ?? "development";
  return {
    nodeEnv,
    isProduction: nodeEnv === "production",
    port: port(env("PORT"), 4000),
    databaseUrl: env("DATABASE_URL") ?? "postgres://postgres@127.0.0.1:5432/gradplan",
    redisUrl: env("REDIS_URL") ?? "redis://127.0.0.1:6379",
    queuePrefix: env("QUEUE_PREFIX") ?? "gradplan",
    logLevel: env("LOG_LEVEL") ?? (nodeEnv === "test" ? "silent" : "info"),
    clientDist: env("CLIENT_DIST") ?? resolve(REPO_ROOT, "client/dist"),
    smtpUrl: env("SMTP_URL") || undefined,
    mailFrom: env("MAIL_FROM") ?? "GradPlan <no-reply@gradplan.example>",
    ...overrides,
  };
}
