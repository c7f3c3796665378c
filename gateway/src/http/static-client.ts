/** Serves the built client, and index.html for every client route (the SPA fallback). */
import { existsSync } from "node:fs";
import { join } from "node:path";
import express, { Router } from "express";
import { envelope } from "../core/errors";

/** Paths that belong to the server: never answered with the client's HTML. */
const SERVER_PREFIXES = ["/api", "/graphql", "/download", "/healthz", "/readyz"];

export function staticClientRouter(clientDist: string): Router {
  const router = Router();
  const indexHtml = join(clientDist, "index.html");
  // Hashed asset names never change content: cache them for a year; index.html never.
  router.use(
    "/assets",
    express.static(join(clientDist, "assets"), {
      immutable: true,
      maxAge: "365d",
      fallthrough: false,
    }),
  );
  router.use(express.static(clientDist, { index: false, maxAge: "1h" }));
  router.get(/.*/, (req, res, next) => {
    if (SERVER_PREFIXES.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return next();
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .json(envelope("The client is not built yet: run `npm run build`, or `npm start`."));
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexHtml);
  });
  return router;
}
