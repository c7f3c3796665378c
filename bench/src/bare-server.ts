/**
 * The baseline: a bare node:http server (no Express, no request context, no logging) answering
 * the suggestion paths with exactly the gateway's SQL and query function, over node-postgres.
 * Run as a child process by the bench.
 */
import { createServer } from "node:http";
import { createSqlReader } from "@gradplan/gateway/db";
import { findSuggestions, SOURCES } from "@gradplan/gateway/suggestion-sql";
import { normalizeSearchQuery } from "@gradplan/schema";

const sql = createSqlReader(process.env.DATABASE_URL ?? "");
const ROUTES = {
  "/api/search-universities": SOURCES.universities,
  "/api/search-undergrad-university": SOURCES.undergradUniversities,
} as const;

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const source = ROUTES[url.pathname as keyof typeof ROUTES];
  if (!source) {
    res.writeHead(404).end();
    return;
  }
  const query = normalizeSearchQuery(url.searchParams.get("searchQuery") ?? "").toLowerCase();
  const rows = await findSuggestions(sql, source, query);
  const body =
    source === SOURCES.universities
      ? rows.map((r) => ({ universityId: r.id, universityName: r.label }))
      : rows.map((r) => r.label);
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
});
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => void sql.close().then(() => process.exit(0))));
