/**
 * Security headers on every answer (@fastify/helmet): a content security policy the built client
 * meets with no inline script, nosniff, no framing, a strict referrer policy; HSTS only on
 * requests that arrived over TLS (directly, or through the trusted proxy), so plain-http
 * development on localhost is never pinned to https.
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

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

export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    hsts: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
  });
}
