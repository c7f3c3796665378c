/**
 * Fastify with nothing but the two suggestion routes, over the same query function: it
 * separates what the framework costs from what the gateway's own hooks and routes cost.
 */
import { createSqlReader } from "@gradplan/gateway";
import { findSuggestions, SOURCES } from "@gradplan/gateway/suggestion-sql";
import { API, pathOf, searchKeyOf } from "@gradplan/schema";
import Fastify from "fastify";

const sql = createSqlReader(process.env.DATABASE_URL ?? "");
const app = Fastify({ logger: false });
const query = (raw: unknown) => searchKeyOf(String(raw ?? ""));
type Q = { Querystring: { searchQuery?: string } };
app.get<Q>(pathOf(API.catalogue.searchUniversities), async (req) => {
  const rows = await findSuggestions(sql, SOURCES.universities, query(req.query.searchQuery));
  return rows.map((r) => ({ universityId: r.id, universityName: r.label }));
});
app.get<Q>(pathOf(API.catalogue.searchUndergradUniversity), async (req) => {
  const rows = await findSuggestions(
    sql,
    SOURCES.undergradUniversities,
    query(req.query.searchQuery),
  );
  return rows.map((r) => r.label);
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => sql.close().then(() => process.exit(0))));
