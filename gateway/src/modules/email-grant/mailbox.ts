/**
 * Reading a mailbox through Gmail's REST API shape (the default provider; the fake provider
 * serves the same shape): the ids of recent messages from some domains, then each message's
 * headers and text or HTML parts. Bodies live in memory only while the classifier reads them.
 */
import type { MailMessage } from "@gradplan/schema";

interface Part {
  mimeType?: string;
  body?: { data?: string };
  parts?: Part[];
  headers?: { name: string; value: string }[];
}

interface GmailMessage {
  id: string;
  internalDate?: string;
  payload?: Part;
}

export class MailboxError extends Error {
  constructor(
    message: string,
    /** The provider refused the token: the grant is gone, not the network. */
    readonly refused: boolean,
  ) {
    super(message);
  }
}

const decode = (data: string | undefined) =>
  data ? Buffer.from(data, "base64url").toString("utf8") : "";

function partsOf(part: Part | undefined, out: Part[] = []): Part[] {
  if (!part) return out;
  out.push(part);
  for (const child of part.parts ?? []) partsOf(child, out);
  return out;
}

export class Mailbox {
  constructor(
    private readonly apiUrl: string,
    private readonly accessToken: string,
  ) {}

  private async get<T>(path: string): Promise<T> {
    const res = await fetch(`${this.apiUrl}${path}`, {
      headers: { authorization: `Bearer ${this.accessToken}` },
      signal: AbortSignal.timeout(15_000),
    });
    if (res.status === 401 || res.status === 403) {
      throw new MailboxError(`the mailbox refused access (${res.status})`, true);
    }
    if (!res.ok) throw new MailboxError(`the mailbox answered ${res.status}`, false);
    return (await res.json()) as T;
  }

  /** Ids of messages of the last `days` days from these domains (and their subdomains). */
  async recentFrom(domains: readonly string[], days: number, max = 200): Promise<string[]> {
    if (domains.length === 0) return [];
    const from = domains.map((d) => `from:${d}`).join(" OR ");
    const q = encodeURIComponent(`newer_than:${days}d {${from}}`);
    const answer = await this.get<{ messages?: { id: string }[] }>(
      `/users/me/messages?q=${q}&maxResults=${max}`,
    );
    return (answer.messages ?? []).map((m) => m.id);
  }

  async message(id: string): Promise<MailMessage & { id: string }> {
    const m = await this.get<GmailMessage>(
      `/users/me/messages/${encodeURIComponent(id)}?format=full`,
    );
    const parts = partsOf(m.payload);
    const header = (name: string) =>
      m.payload?.headers?.find((h) => h.name.toLowerCase() === name)?.value ?? "";
    const body = (type: string) =>
      parts
        .filter((p) => p.mimeType === type)
        .map((p) => decode(p.body?.data))
        .join("\n");
    const date = m.internalDate ? new Date(Number(m.internalDate)) : new Date(header("date"));
    return {
      id: m.id,
      from: header("from"),
      subject: header("subject"),
      date: Number.isNaN(date.getTime()) ? new Date().toISOString() : date.toISOString(),
      text: body("text/plain") || null,
      html: body("text/html") || null,
    };
  }
}
