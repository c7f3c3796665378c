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

/** A class, so a request costs one small object (its methods live on the prototype). */
class FastifyExchange implements HttpExchange {
  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {}

  get ip(): string {
    return this.request.ip;
  }

  get url(): string {
    return this.request.url;
  }

  header(name: string): string | undefined {
    const value = this.request.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  }

  cookie(name: string): string | undefined {
    return this.request.cookies[name];
  }

  setCookie(name: string, value: string, options: CookieOptions): void {
    this.reply.setCookie(name, value, cookieOptions(options));
  }

  clearCookie(name: string, options: CookieOptions): void {
    this.reply.clearCookie(name, cookieOptions(options));
  }
}

export function exchangeOf(request: FastifyRequest, reply: FastifyReply): HttpExchange {
  return new FastifyExchange(request, reply);
}
