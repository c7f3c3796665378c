/**
 * A local OAuth 2 provider with a mailbox, for tests (issue 17): /authorize answers at once as
 * the next consent says (grant, cancel, or grant without the mail scope), /token checks PKCE and
 * issues tokens, /revoke records what it was given, and the mailbox serves fixture messages in
 * Gmail's shape; /_control lets a test in another process (e2e) set the next consent, fill the
 * mailbox and read what was fetched and revoked. Nothing leaves this machine.
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { EmailGrantSettings } from "../core/config";

export const FAKE_MAIL_SCOPE = "https://mail.example.test/readonly";

export type Consent = "grant" | "cancel" | "no-mail-scope";

interface PendingCode {
  challenge: string;
  scope: string;
  redirectUri: string;
}

/** A message in the fake mailbox, as a test writes it. */
export interface FakeMessage {
  id: string;
  from: string;
  subject: string;
  /** ISO date-time. */
  date: string;
  text?: string;
  html?: string;
}

export interface FakeMailProvider {
  /** The one mailbox every granted token reads. */
  mailbox: FakeMessage[];
  /** Message ids fetched one by one, in order (what a sync read). */
  fetched: string[];
  url: string;
  settings(tokenKeys: string): EmailGrantSettings;
  /** What the next visit to /authorize does. */
  nextConsent: Consent;
  /** Refresh tokens issued, in order. */
  issued: string[];
  /** Tokens /revoke was given. */
  revoked: Set<string>;
  close(): Promise<void>;
}

const body = (req: IncomingMessage) =>
  new Promise<URLSearchParams>((resolve) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => resolve(new URLSearchParams(text)));
  });

const token = (prefix: string) => `${prefix}-${randomBytes(18).toString("base64url")}`;

export async function startFakeMailProvider(): Promise<FakeMailProvider> {
  const codes = new Map<string, PendingCode>();
  const access = new Set<string>();
  const provider: FakeMailProvider = {
    url: "",
    nextConsent: "grant",
    mailbox: [],
    fetched: [],
    issued: [],
    revoked: new Set(),
    settings: (tokenKeys) => ({
      clientId: "gradplan-test",
      clientSecret: "test-secret",
      authorizationUrl: `${provider.url}/authorize`,
      tokenUrl: `${provider.url}/token`,
      revocationUrl: `${provider.url}/revoke`,
      mailApiUrl: `${provider.url}/mail/v1`,
      scope: FAKE_MAIL_SCOPE,
      tokenKeys,
    }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", provider.url);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    };
    if (url.pathname === "/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      const consent = provider.nextConsent;
      provider.nextConsent = "grant";
      if (consent === "cancel") {
        back.searchParams.set("error", "access_denied");
      } else {
        const code = token("code");
        codes.set(code, {
          challenge: url.searchParams.get("code_challenge") ?? "",
          scope: consent === "grant" ? (url.searchParams.get("scope") ?? "") : "openid",
          redirectUri: back.origin + back.pathname,
        });
        back.searchParams.set("code", code);
      }
      res.writeHead(302, { location: back.href });
      res.end();
      return;
    }
    if (url.pathname === "/token" && req.method === "POST") {
      const form = await body(req);
      if (form.get("grant_type") === "authorization_code") {
        const pending = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        const challenge = createHash("sha256").update(verifier).digest("base64url");
        if (!pending || pending.challenge !== challenge) {
          json(400, { error: "invalid_grant" });
          return;
        }
        const refresh = token("refresh");
        const accessToken = token("access");
        provider.issued.push(refresh);
        access.add(accessToken);
        json(200, {
          access_token: accessToken,
          refresh_token: refresh,
          scope: pending.scope,
          token_type: "Bearer",
          expires_in: 3600,
        });
        return;
      }
      if (form.get("grant_type") === "refresh_token") {
        const refresh = form.get("refresh_token") ?? "";
        if (!provider.issued.includes(refresh) || provider.revoked.has(refresh)) {
          json(400, { error: "invalid_grant" });
          return;
        }
        const accessToken = token("access");
        access.add(accessToken);
        json(200, { access_token: accessToken, token_type: "Bearer", expires_in: 3600 });
        return;
      }
      json(400, { error: "unsupported_grant_type" });
      return;
    }
    if (url.pathname === "/revoke" && req.method === "POST") {
      const form = await body(req);
      provider.revoked.add(form.get("token") ?? "");
      res.writeHead(200);
      res.end();
      return;
    }
    // For tests in another process (e2e): set the next consent, put a message in the mailbox.
    if (url.pathname === "/_control/consent" && req.method === "POST") {
      const consent = (await body(req)).get("consent") as Consent | null;
      provider.nextConsent = consent ?? "grant";
      json(200, { consent: provider.nextConsent });
      return;
    }
    // What the provider saw, for a test in another process to assert on (never a token).
    if (url.pathname === "/_control/state" && req.method === "GET") {
      json(200, {
        issued: provider.issued.length,
        revoked: provider.issued.filter((t) => provider.revoked.has(t)).length,
        fetched: provider.fetched,
      });
      return;
    }
    if (url.pathname === "/_control/mailbox" && req.method === "POST") {
      const form = await body(req);
      const message = JSON.parse(form.get("message") ?? "{}") as FakeMessage;
      provider.mailbox.push(message);
      json(200, { messages: provider.mailbox.length });
      return;
    }
    if (url.pathname.startsWith("/mail/v1/users/me/messages")) {
      const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!access.has(bearer)) {
        json(401, { error: "unauthenticated" });
        return;
      }
      const id = url.pathname.split("/")[6];
      if (!id) {
        // Gmail's search: newer_than:Nd and from:domain terms, ORed.
        const q = url.searchParams.get("q") ?? "";
        const days = Number(/newer_than:(\d+)d/.exec(q)?.[1] ?? 3650);
        const domains = [...q.matchAll(/from:([^\s}]+)/g)].map((m) => m[1]!.toLowerCase());
        const since = Date.now() - days * 86_400_000;
        const matches = provider.mailbox.filter((m) => {
          const address = (/<([^>]+)>/.exec(m.from)?.[1] ?? m.from).toLowerCase();
          const domain = address.split("@")[1] ?? "";
          const fromKnown = domains.some((d) => domain === d || domain.endsWith(`.${d}`));
          return fromKnown && Date.parse(m.date) >= since;
        });
        json(200, { messages: matches.map((m) => ({ id: m.id })) });
        return;
      }
      const message = provider.mailbox.find((m) => m.id === decodeURIComponent(id));
      if (!message) {
        json(404, { error: "not_found" });
        return;
      }
      provider.fetched.push(message.id);
      const part = (mimeType: string, text: string | undefined) =>
        text === undefined
          ? []
          : [{ mimeType, body: { data: Buffer.from(text).toString("base64url") } }];
      json(200, {
        id: message.id,
        internalDate: String(Date.parse(message.date)),
        payload: {
          mimeType: "multipart/alternative",
          headers: [
            { name: "From", value: message.from },
            { name: "Subject", value: message.subject },
            { name: "Date", value: new Date(message.date).toUTCString() },
          ],
          parts: [...part("text/plain", message.text), ...part("text/html", message.html)],
        },
      });
      return;
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  provider.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return provider;
}

/** The gateway's and worker's environment that points the email grant at this provider. */
export function fakeProviderEnv(provider: FakeMailProvider, tokenKeys: string) {
  const settings = provider.settings(tokenKeys);
  return {
    EMAIL_GRANT_CLIENT_ID: settings.clientId,
    EMAIL_GRANT_CLIENT_SECRET: settings.clientSecret,
    EMAIL_GRANT_AUTHORIZATION_URL: settings.authorizationUrl,
    EMAIL_GRANT_TOKEN_URL: settings.tokenUrl,
    EMAIL_GRANT_REVOCATION_URL: settings.revocationUrl,
    EMAIL_GRANT_MAIL_API_URL: settings.mailApiUrl,
    EMAIL_GRANT_SCOPE: settings.scope,
    EMAIL_TOKEN_KEYS: tokenKeys,
  };
}

/** A browser's trip through the grant: start -> the provider's consent -> our callback; where it ends. */
export async function grantInbox(
  baseUrl: string,
  student: { jar: { header(): string; take(res: Response): void } },
): Promise<string> {
  const visit = async (url: string) => {
    const res = await fetch(url, { redirect: "manual", headers: { cookie: student.jar.header() } });
    student.jar.take(res);
    return res.headers.get("location") ?? "";
  };
  const consent = await visit(`${baseUrl}/api/email-grant/start`);
  const back = new URL(await visit(consent));
  return visit(`${baseUrl}${back.pathname}${back.search}`);
}
