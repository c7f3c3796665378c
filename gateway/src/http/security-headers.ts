/**
 * Security headers on every answer (helmet): a content security policy the built client meets
 * with no inline script, nosniff, no framing, a strict referrer policy; HSTS only on requests
 * that arrived over TLS (directly, or through the trusted proxy), so plain-http development on
 * localhost is never pinned to https.
 */
import type { RequestHandler } from "express";
import helmet from "helmet";

/** The client's scripts are bundled files; styled-components writes its rules into <style>. */
export const CONTENT_SECURITY_POLICY = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
} as const;

const HSTS = "max-age=31536000; includeSubDomains";

export function securityHeaders(options: { graphqlExplorer: boolean }): RequestHandler {
  const strict = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    hsts: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  // Apollo's explorer page (development only) loads its own scripts from a CDN.
  const explorer = helmet({ contentSecurityPolicy: false, hsts: false });
  return (req, res, next) => {
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    const page = options.graphqlExplorer && req.path === "/graphql" && req.method === "GET";
    (page ? explorer : strict)(req, res, next);
  };
}
