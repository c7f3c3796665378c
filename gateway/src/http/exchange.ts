/** The framework-free view of one request that services and resolvers get (core/module.ts). */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CookieOptions, HttpExchange } from "../core/module";

function cookieOptions(options: CookieOptions) {
  const { maxAge, ...rest } = options;
  // Fastify's cookies take seconds; ours are milliseconds (as Express's were). Expires goes
  // with Max-Age, as Express wrote it, for the clients that read only one of the two.
  return maxAge === undefined
    ? rest
    : { ...rest, maxAge: Math.floor(maxAge / 1000), expires: new Date(Date.now() + maxAge) };
}

export function exchangeOf(request: FastifyRequest, reply: FastifyReply): HttpExchange {
  return {
    get ip() {
      return request.ip;
    },
    get url() {
      return request.url;
    },
    header(name) {
      const value = request.headers[name.toLowerCase()];
      return Array.isArray(value) ? value[0] : value;
    },
    cookie(name) {
      return request.cookies[name];
    },
    setCookie(name, value, options) {
      reply.setCookie(name, value, cookieOptions(options));
    },
    clearCookie(name, options) {
      reply.clearCookie(name, cookieOptions(options));
    },
  };
}
