/**
 * Express 5 with nothing but the two suggestion routes, over the same query function: it
 * separates what the framework costs from what the gateway's own middleware costs.
 */
import { createSqlReader } from "@gradplan/gateway";
import { findSuggestions, SOURCES } from "@gradplan/gateway/suggestion-sql";
import { searchKeyOf } from "@gradplan/schema";
import express from "express";

const sql = createSqlReader(process.env.DATABASE_URL ?? "");
const app = express();
app.set("etag", false);
const query = (raw: unknown) => searchKeyOf(String(raw ?? ""));
app.get("/api/search-universities", async (req, res) => {
  const rows = await findSuggestions(sql, SOURCES.universities, query(req.query.searchQuery));
  res.json(rows.map((r) => ({ universityId: r.id, universityName: r.label })));
});
app.get("/api/search-undergrad-university", async (req, res) => {
  const rows = await findSuggestions(
    sql,
    SOURCES.undergradUniversities,
    query(req.query.searchQuery),
  );
  res.json(rows.map((r) => r.label));
});
const server = app.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => void sql.close().then(() => process.exit(0))));
