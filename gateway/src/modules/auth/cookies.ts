/** The session cookies: both httpOnly and SameSite=Strict; the refresh one only goes to /api/auth. */
import type { CookieOptions, HttpExchange } from "../../core/module";
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_MS } from "./tokens";

export const ACCESS_COOKIE = "gp_access";
export const REFRESH_COOKIE = "gp_refresh";
const REFRESH_PATH = "/api/auth";

function options(secure: boolean, path: string, maxAge?: number): CookieOptions {
  return { httpOnly: true, sameSite: "strict", secure, path, maxAge };
}

export function setSessionCookies(
  http: HttpExchange,
  tokens: { access: string; refresh: string },
  secure: boolean,
): void {
  http.setCookie(ACCESS_COOKIE, tokens.access, options(secure, "/", ACCESS_TOKEN_TTL_S * 1000));
  http.setCookie(
    REFRESH_COOKIE,
    tokens.refresh,
    options(secure, REFRESH_PATH, REFRESH_TOKEN_TTL_MS),
  );
}

export function clearSessionCookies(http: HttpExchange, secure: boolean): void {
  http.clearCookie(ACCESS_COOKIE, options(secure, "/"));
  http.clearCookie(REFRESH_COOKIE, options(secure, REFRESH_PATH));
}
