/**
 * Serves the built client (@fastify/static) and index.html for every client route (the SPA
 * fallback, from the not-found handler). Paths that belong to the server never get the HTML.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { envelope } from "../core/errors";

const SERVER_PREFIXES = ["/api", "/graphql", "/download", "/healthz", "/readyz", "/assets"];

function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

export async function staticClient(app: FastifyInstance, clientDist: string): Promise<void> {
  const indexHtml = join(clientDist, "index.html");
  if (existsSync(clientDist)) {
    // Hashed asset names never change content: cached for a year; other files for an hour.
    await app.register(fastifyStatic, {
      root: join(clientDist, "assets"),
      prefix: "/assets/",
      immutable: true,
      maxAge: "365d",
      index: false,
    });
    await app.register(fastifyStatic, {
      root: clientDist,
      prefix: "/",
      maxAge: "1h",
      index: false,
      wildcard: false,
      decorateReply: false,
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?", 1)[0] ?? "/";
    if (path === "/api" || path.startsWith("/api/"))
      return reply.code(404).send(envelope(`No API route matches ${request.method} ${path}.`));
    if (path.startsWith("/download/")) return reply.code(404).send(envelope("No such download."));
    const page = request.method === "GET" || request.method === "HEAD";
    if (!page || isServerPath(path)) return reply.code(404).send(envelope("Not found."));
    if (!existsSync(indexHtml))
      return reply
        .code(503)
        .send(envelope("The client is not built yet: run `npm run build`, or `npm start`."));
    return reply.header("Cache-Control", "no-cache").sendFile("index.html", clientDist);
  });
}
