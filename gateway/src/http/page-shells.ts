/**
 * The pages the client's build gave a shell (client/src/app/shell): for their path the gateway
 * sends that page's own HTML, its title and lead already drawn, instead of the bare index.html,
 * so a phone paints them before the page's scripts arrive. The build lists them in
 * shells/shells.json. A shell is for a signed-in or a signed-out visitor (told by the access
 * cookie), or for both. The university page's shell shows the university's name only when the
 * link's name is the one the catalogue holds for the link's id, HTML-escaped; any other link gets
 * the bare page, as before.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  ROUTES,
  SHELL_TEXT_SLOT,
  SHELLS_MANIFEST,
  type ShellEntry,
  type ShellSession,
} from "@gradplan/schema";
import type { SqlReader } from "../core/sql-reader";
import { ACCESS_COOKIE } from "../modules/auth/cookies";

/** A page's shell: a file to send as it is, or HTML with the slot filled in. */
export type Shell = { file: string } | { html: string };

export interface ShellRequest {
  /** The path and query, as the request line has them. */
  url: string;
  cookies: Record<string, string | undefined>;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe for an element's content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function sessionFits(session: ShellSession, signedIn: boolean): boolean {
  return session === "any" || (session === "signedIn") === signedIn;
}

/** GraphQL's Int, the details page's own limit on an id. */
const INT_MAX = 2_147_483_647;

/** The catalogue's name for the link's university, when the link names it so. */
async function confirmedUniversityName(sql: SqlReader, query: URLSearchParams) {
  const rawId = query.get("universityId")?.trim() ?? "";
  const name = query.get("universityName")?.trim();
  if (!/^\d{1,10}$/.test(rawId) || !name) return null;
  const id = Number(rawId);
  if (id < 1 || id > INT_MAX) return null;
  const rows = await sql.query<{ name: string }>("select name from university where id = $1", [id]);
  return rows[0]?.name === name ? name : null;
}

async function readManifest(root: string): Promise<ShellEntry[]> {
  try {
    return JSON.parse(await readFile(join(root, SHELLS_MANIFEST), "utf8")) as ShellEntry[];
  } catch (error) {
    // A client not built yet: every page is the bare index.html (or the 503 saying so).
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** The shell to send for a request to a client route, or null for the bare index.html. */
export function pageShells(root: string, sql: SqlReader) {
  return async (request: ShellRequest): Promise<Shell | null> => {
    const [path = "/", search = ""] = request.url.split("?", 2);
    const signedIn = Boolean(request.cookies[ACCESS_COOKIE]);
    const entry = (await readManifest(root)).find(
      (e) => e.path === path && sessionFits(e.session, signedIn),
    );
    if (!entry) return null;
    if (path !== ROUTES.universityDetails) return { file: entry.file };
    // The page loads without its shell when the catalogue cannot be read; it says so itself.
    const name = await confirmedUniversityName(sql, new URLSearchParams(search)).catch(() => null);
    if (name === null) return null;
    const html = await readFile(join(root, entry.file), "utf8");
    return { html: html.replaceAll(SHELL_TEXT_SLOT, escapeHtml(name)) };
  };
}
