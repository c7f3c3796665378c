/**
 * Security headers on every answer (helmet): a content security policy the built client meets
 * with no inline script, nosniff, no framing (one policy, said twice: CSP `frame-ancestors 'none'`
 * for browsers that read it, `X-Frame-Options: DENY` for those that do not; helmet's default
 * SAMEORIGIN contradicted the CSP), a strict referrer policy; HSTS only on requests
 * that arrived over TLS (directly, or through the trusted proxy), so plain-http development on
 * localhost is never pinned to https.
 *
 * helmet itself, made once, in a hook: @fastify/helmet builds helmet's middleware again on
 * every request (parsing the policy each time), a fifth of the gateway's CPU on a cheap route.
 */
import type { FastifyInstance } from "fastify";
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

/** No page of ours may be framed, by anyone (clickjacking): X-Frame-Options says it as the CSP does. */
const NO_FRAMING = { action: "deny" } as const;

export function securityHeaders(app: FastifyInstance, options: { graphqlExplorer: boolean }): void {
  const strict = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    hsts: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: NO_FRAMING,
  });
  // Apollo's explorer page (development only) loads its own scripts from a CDN: no script
  // policy, but the same framing policy as every other answer.
  const explorer = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
        "frame-ancestors": CONTENT_SECURITY_POLICY["frame-ancestors"],
      },
    },
    hsts: false,
    xFrameOptions: NO_FRAMING,
  });
  app.addHook("onRequest", (request, reply, done) => {
    if (request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
    const page =
      options.graphqlExplorer &&
      request.method === "GET" &&
      request.routeOptions.url === "/graphql";
    (page ? explorer : strict)(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
