/**
 * The baseline: a bare node:http server (no framework, no request context, no logging, no
 * session check) answering the suggestion, filter-universities and fetch-shortlisted-universities
 * paths with exactly the gateway's SQL and query functions and the same request schemas, over
 * node-postgres.
 * Run as a child process by the bench.
 */

import { createServer } from "node:http";
import { createSqlReader } from "@gradplan/gateway";
import { SearchService } from "@gradplan/gateway/search";
import { ShortlistReadService } from "@gradplan/gateway/shortlist-read";
import { findSuggestions, SOURCES } from "@gradplan/gateway/suggestion-sql";
import {
  API,
  filterUniversitiesBody,
  pageQuery,
  pathOf,
  SHORTLIST_MESSAGES,
  searchKeyOf,
} from "@gradplan/schema";

const sql = createSqlReader(process.env.DATABASE_URL ?? "");
const ROUTES: Record<string, (typeof SOURCES)[keyof typeof SOURCES]> = {
  [pathOf(API.catalogue.searchUniversities)]: SOURCES.universities,
  [pathOf(API.catalogue.searchUndergradUniversity)]: SOURCES.undergradUniversities,
};

const search = new SearchService(sql);
const FILTER = new RegExp(`^${pathOf(API.search.filterUniversities)}(?:/([0-9a-f-]{36}))?$`);
const shortlist = new ShortlistReadService(sql);
const SHORTLIST = new RegExp(
  `^${API.shortlist.fetchShortlist.path.replace(":student_id", "([0-9a-f-]{36})")}$`,
);

async function readJson(req: import("node:http").IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const shortlisted = req.method === "GET" ? SHORTLIST.exec(url.pathname) : null;
  if (shortlisted) {
    const groups = await shortlist.shortlist(shortlisted[1]!);
    const answer = groups.length > 0 ? groups : { message: SHORTLIST_MESSAGES.empty };
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    return;
  }
  const filter = req.method === "POST" ? FILTER.exec(url.pathname) : null;
  if (filter) {
    const { filters } = filterUniversitiesBody.parse(await readJson(req));
    const paging = pageQuery.parse(Object.fromEntries(url.searchParams));
    const answer = await search.filterUniversities({ filters, ...paging }, filter[1] ?? null);
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    return;
  }
  const source = ROUTES[url.pathname];
  if (!source) {
    res.writeHead(404).end();
    return;
  }
  const query = searchKeyOf(url.searchParams.get("searchQuery") ?? "");
  const rows = await findSuggestions(sql, source, query);
  const body =
    source === SOURCES.universities
      ? rows.map((r) => ({ universityId: r.id, universityName: r.label }))
      : rows.map((r) => r.label);
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
});
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => void sql.close().then(() => process.exit(0))));
