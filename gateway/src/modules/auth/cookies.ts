/** The session cookies: both httpOnly and SameSite=Strict; the refresh one only goes to /api/auth. */
import type { CookieOptions, Response } from "express";
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_MS } from "./tokens";

export const ACCESS_COOKIE = "gp_access";
export const REFRESH_COOKIE = "gp_refresh";
const REFRESH_PATH = "/api/auth";

function base(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: "strict", secure };
}

export function setSessionCookies(
  res: Response,
  tokens: { access: string; refresh: string },
  secure: boolean,
): void {
  res.cookie(ACCESS_COOKIE, tokens.access, {
    ...base(secure),
    path: "/",
    maxAge: ACCESS_TOKEN_TTL_S * 1000,
  });
  res.cookie(REFRESH_COOKIE, tokens.refresh, {
    ...base(secure),
    path: REFRESH_PATH,
    maxAge: REFRESH_TOKEN_TTL_MS,
  });
}

export function clearSessionCookies(res: Response, secure: boolean): void {
  res.clearCookie(ACCESS_COOKIE, { ...base(secure), path: "/" });
  res.clearCookie(REFRESH_COOKIE, { ...base(secure), path: REFRESH_PATH });
}
