/** Runtime configuration from the environment, with the defaults of DESIGN.md section 2. */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type TrustProxy, trustProxyOf } from "./trust-proxy";

/**
 * The checkout's root (data/, client/dist, .env.local): the nearest folder above this module with
 * the workspaces' package.json, found the same from src/ under tsx and from a bundle in dist/.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = resolve(dir, "package.json");
    if (existsSync(manifest) && "workspaces" in JSON.parse(readFileSync(manifest, "utf8")))
      return dir;
    if (dirname(dir) === dir) throw new Error(`No workspace root above ${from}.`);
  }
}
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

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
  /** Where contact messages are sent. */
  supportEmail: string;
  /** The address students reach the product at: links in emails point here. */
  publicUrl: string;
  /** OpenID Connect sign-in ("Continue with Google"); null hides the button. */
  oidc: OidcSettings | null;
  /**
   * Signs access tokens. Required in production (null there when unset: the gateway refuses to
   * start); elsewhere `npm start` keeps one in .env.local, or a random one lasts the process.
   */
  jwtSecret: string | null;
  /** Cookies are Secure when the product is served over TLS (PUBLIC_URL is https). */
  secureCookies: boolean;
  /** Which peers may name the client's address and scheme (TRUST_PROXY, core/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** GraphQL introspection and the explorer page: on in development, off in production. */
  graphqlIntrospection: boolean;
  /**
   * /metrics without a staff key for requests from loopback or private addresses only, every hop
   * of X-Forwarded-For included (METRICS_ALLOW_INTERNAL=true; off: a staff key always).
   */
  metricsAllowInternal: boolean;
  /** The worker's own /metrics listener (WORKER_METRICS_PORT; null: none) and its address. */
  workerMetrics: { port: number; host: string } | null;
  /**
   * The SOP generator's optional LLM: an OpenAI-compatible chat-completions endpoint
   * (docs/sop.md). Null (LLM_BASE_URL or LLM_MODEL unset) writes every draft from the template.
   */
  llm: LlmSettings | null;
  /**
   * The email access grant (issue 17, docs/email-grant.md): an OAuth 2 provider with a read-only
   * mail scope; null (EMAIL_GRANT_CLIENT_ID unset) hides the feature.
   */
  emailGrant: EmailGrantSettings | null;
  /**
   * Load synthetic community results, marked as sample, into a database that has none, so a
   * demo's results pages and calibration report have something to show. Off by default: on the
   * real catalogue their calibration would give programs a selectivity learned from invented
   * decisions (SAMPLE_RESULTS=true only for a demo nobody decides by).
   */
  sampleResults: boolean;
  /**
   * The gateway's drain on SIGTERM/SIGINT, in ms (SHUTDOWN_DRAIN_MS): /readyz answers 503 and
   * every answer closes its connection for this long before the server closes (docs/operations.md,
   * "Shutdown").
   */
  shutdownDrainMs: number;
  /**
   * Sign-ups an hour per address and per network (IPv4 /24, IPv6 /64): REGISTRATION_LIMITS as
   * `<per address>/<per network>`, 5/20 by default. The end-to-end suite, which registers every
   * student from 127.0.0.1, raises it; the integration tests' testConfig does too, save the test
   * of the limit itself.
   */
  registrationLimits: RegistrationLimits;
}

export interface RegistrationLimits {
  perIp: number;
  perNetwork: number;
}

export const REGISTRATION_LIMITS_DEFAULT: RegistrationLimits = { perIp: 5, perNetwork: 20 };

export function registrationLimitsOf(value: string | undefined): RegistrationLimits {
  if (value === undefined || value.trim() === "") return REGISTRATION_LIMITS_DEFAULT;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  const perIp = Number(match?.[1]);
  const perNetwork = Number(match?.[2]);
  if (!match || perIp < 1 || perNetwork < perIp)
    throw new Error(
      `REGISTRATION_LIMITS must be <per address>/<per network>, at least 1 and the network's no lower, got ${value}`,
    );
  return { perIp, perNetwork };
}

export interface LlmSettings {
  /** Up to the API version, without a trailing slash: `${baseUrl}/chat/completions` is posted. */
  baseUrl: string;
  model: string;
  /** How long a draft may take before the template is written instead. */
  timeoutMs: number;
  /** Sent as a bearer token when set. */
  apiKey: string | null;
}

export interface EmailGrantSettings {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  revocationUrl: string;
  /** The mailbox API's base (Gmail's REST API by default). */
  mailApiUrl: string;
  /** The read-only mail scope the grant asks for and needs. */
  scope: string;
  /** `id:base64key,...`, the sealing key first (core/secret-box.ts): seals refresh tokens. */
  tokenKeys: string;
}

/** Google's endpoints and the Gmail read-only scope: the default provider. */
export const GOOGLE_EMAIL_GRANT = {
  authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenUrl: "https://oauth2.googleapis.com/token",
  revocationUrl: "https://oauth2.googleapis.com/revoke",
  mailApiUrl: "https://gmail.googleapis.com/gmail/v1",
  scope: "https://www.googleapis.com/auth/gmail.readonly",
} as const;

function emailGrantSettings(): EmailGrantSettings | null {
  const clientId = env("EMAIL_GRANT_CLIENT_ID");
  if (!clientId) return null;
  const clientSecret = env("EMAIL_GRANT_CLIENT_SECRET");
  const tokenKeys = env("EMAIL_TOKEN_KEYS");
  if (!clientSecret || !tokenKeys) {
    throw new Error(
      "EMAIL_GRANT_CLIENT_ID is set: EMAIL_GRANT_CLIENT_SECRET and EMAIL_TOKEN_KEYS are needed too (docs/email-grant.md)",
    );
  }
  const url = (name: string, fallback: string) => {
    const value = env(name) ?? fallback;
    if (!URL.canParse(value)) throw new Error(`${name} must be an http or https URL`);
    return value.replace(/\/+$/, "");
  };
  return {
    clientId,
    clientSecret,
    authorizationUrl: url("EMAIL_GRANT_AUTHORIZATION_URL", GOOGLE_EMAIL_GRANT.authorizationUrl),
    tokenUrl: url("EMAIL_GRANT_TOKEN_URL", GOOGLE_EMAIL_GRANT.tokenUrl),
    revocationUrl: url("EMAIL_GRANT_REVOCATION_URL", GOOGLE_EMAIL_GRANT.revocationUrl),
    mailApiUrl: url("EMAIL_GRANT_MAIL_API_URL", GOOGLE_EMAIL_GRANT.mailApiUrl),
    scope: env("EMAIL_GRANT_SCOPE") ?? GOOGLE_EMAIL_GRANT.scope,
    tokenKeys,
  };
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

function oidcSettings(): OidcSettings | null {
  const issuer = env("OIDC_ISSUER");
  const clientId = env("OIDC_CLIENT_ID");
  const clientSecret = env("OIDC_CLIENT_SECRET");
  return issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : null;
}

export const LLM_TIMEOUT_DEFAULT_MS = 20_000;

function llmSettings(): LlmSettings | null {
  const baseUrl = env("LLM_BASE_URL");
  const model = env("LLM_MODEL");
  if (!baseUrl || !model) return null;
  const url = URL.canParse(baseUrl) ? new URL(baseUrl) : null;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:"))
    throw new Error(`LLM_BASE_URL must be an http or https URL, got ${baseUrl}`);
  const timeout = env("LLM_TIMEOUT_MS");
  const timeoutMs = timeout ? Number(timeout) : LLM_TIMEOUT_DEFAULT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 600_000)
    throw new Error(`LLM_TIMEOUT_MS must be 1-600000 milliseconds, got ${timeout}`);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ""),
    model,
    timeoutMs,
    apiKey: env("LLM_API_KEY") || null,
  };
}

/**
 * No drain unless asked: only a load balancer that polls /readyz, or a proxy that reuses
 * connections (nginx's upstream keepalive), gains from one, and the gateway cannot tell whether
 * one is in front. `npm start` runs as production too, and its Ctrl-C must stay quick, so the
 * switch is the deployment's: docker-compose.yml sets 5000.
 */
export const SHUTDOWN_DRAIN_DEFAULT_MS = 0;
/** Kubernetes kills a stopping pod after 30 s, Docker after 10 s: a minute is past any use. */
const SHUTDOWN_DRAIN_MAX_MS = 60_000;

export function shutdownDrainMsOf(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return SHUTDOWN_DRAIN_DEFAULT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > SHUTDOWN_DRAIN_MAX_MS)
    throw new Error(
      `SHUTDOWN_DRAIN_MS must be 0-${SHUTDOWN_DRAIN_MAX_MS} milliseconds, got ${value}`,
    );
  return ms;
}

export const JWT_SECRET_MIN_LENGTH = 32;

function jwtSecret(isProduction: boolean): string | null {
  const secret = env("JWT_SECRET");
  if (secret && secret.length >= JWT_SECRET_MIN_LENGTH) return secret;
  return isProduction ? null : randomBytes(48).toString("base64url");
}

/** "true" or "false"; anything else (or unset) is the default. */
function flag(value: string | undefined, fallback: boolean): boolean {
  return value === "true" ? true : value === "false" ? false : fallback;
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const nodeEnv = env("NODE_ENV") ?? "development";
  const publicUrl = (env("PUBLIC_URL") ?? `http://localhost:${port(env("PORT"), 4000)}`).replace(
    /\/$/,
    "",
  );
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
    supportEmail: env("SUPPORT_EMAIL") ?? "support@gradplan.example",
    publicUrl,
    jwtSecret: overrides.jwtSecret ?? jwtSecret(nodeEnv === "production"),
    oidc: oidcSettings(),
    secureCookies: flag(env("SECURE_COOKIES"), publicUrl.startsWith("https://")),
    trustProxy: trustProxyOf(env("TRUST_PROXY")),
    graphqlIntrospection: flag(env("GRAPHQL_INTROSPECTION"), nodeEnv !== "production"),
    metricsAllowInternal: flag(env("METRICS_ALLOW_INTERNAL"), false),
    workerMetrics: env("WORKER_METRICS_PORT")
      ? {
          port: port(env("WORKER_METRICS_PORT"), 0),
          host: env("WORKER_METRICS_HOST") ?? "127.0.0.1",
        }
      : null,
    llm: llmSettings(),
    emailGrant: emailGrantSettings(),
    sampleResults: flag(env("SAMPLE_RESULTS"), false),
    shutdownDrainMs: shutdownDrainMsOf(env("SHUTDOWN_DRAIN_MS")),
    registrationLimits: registrationLimitsOf(env("REGISTRATION_LIMITS")),
    ...overrides,
  };
}
