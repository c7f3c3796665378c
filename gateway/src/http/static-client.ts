/**
 * Serves the built client (@fastify/static) and index.html for every client route (the SPA
 * fallback, from the not-found handler). Paths that belong to the server never get the HTML.
 * Text files go out as the brotli or gzip copies the client's build wrote beside them
 * (client/src/build/precompress.ts), chosen by Accept-Encoding; no compression per request.
 * A page with a shell gets its own HTML instead of index.html (page-shells.ts).
 */
import { existsSync } from "node:fs";
import { extname, join, relative, resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { envelope } from "../core/errors";
import type { SqlReader } from "../core/sql-reader";
import { pageShells } from "./page-shells";

const SERVER_PREFIXES = ["/api", "/graphql", "/download", "/healthz", "/readyz", "/assets"];

function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/** The file a precompressed copy stands for: `assets/index-3f2a.js.br` is `assets/index-3f2a.js`. */
function servedFile(path: string): string {
  const ext = extname(path);
  return ext === ".br" || ext === ".gz" ? path.slice(0, -ext.length) : path;
}

/**
 * Hashed asset names never change content: cached for a year; the pages' HTML (index.html and
 * the shells) never (it names the assets of the current build); other files for an hour.
 */
function cacheControlFor(rel: string): string {
  if (rel.startsWith(`assets${sep}`)) return "public, max-age=31536000, immutable";
  return extname(rel) === ".html" ? "no-cache" : "public, max-age=3600";
}

export async function staticClient(
  app: FastifyInstance,
  clientDist: string,
  sql: SqlReader,
): Promise<void> {
  const root = resolve(clientDist);
  const shellFor = pageShells(root, sql);
  const indexHtml = join(root, "index.html");
  // Registered even before the client is built: files appear with the build, no restart needed.
  await app.register(fastifyStatic, {
    root,
    index: false,
    cacheControl: false,
    // A page's shell (shells/*.html) is a template the gateway fills in: never served as a file
    // (the details one would show its raw placeholder); such a path gets the page like any other.
    allowedPath: (pathName) => !pathName.startsWith("/shells/"),
    // `x.br` or `x.gz` for `x` when the request accepts it (brotli first), with the right
    // Content-Type, Content-Encoding and `Vary: Accept-Encoding`; `x` itself otherwise.
    preCompressed: true,
    // Given the file actually sent, which may be the compressed copy.
    setHeaders: (reply, path) => {
      reply.header("Cache-Control", cacheControlFor(relative(root, servedFile(path))));
    },
  });
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(indexHtml))
      return reply
        .code(503)
        .send(envelope("The client is not built yet: run `npm run build`, or `npm start`."));
    const shell = await shellFor(request);
    if (shell === null) return reply.sendFile("index.html");
    if ("file" in shell) return reply.sendFile(shell.file);
    return reply
      .type("text/html; charset=utf-8")
      .header("Cache-Control", "no-cache")
      .send(shell.html);
  };
  // The root is a directory, which the static files plugin refuses: it is the page.
  app.get("/", (request, reply) => page(request, reply));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?", 1)[0] ?? "/";
    if (path === "/api" || path.startsWith("/api/"))
      return reply.code(404).send(envelope(`No API route matches ${request.method} ${path}.`));
    if (path.startsWith("/download/")) return reply.code(404).send(envelope("No such download."));
    const get = request.method === "GET" || request.method === "HEAD";
    if (!get || isServerPath(path)) return reply.code(404).send(envelope("Not found."));
    return page(request, reply);
  });
}
