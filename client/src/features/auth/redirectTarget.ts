/** Where to go after logging in: the page the guard bounced the user from, else the dashboard. */
import { ROUTES } from "@gradplan/schema";

const AUTH_PAGES: readonly string[] = [ROUTES.login, ROUTES.register];

function field(value: object, key: string): string {
  const found: unknown = key in value ? Reflect.get(value, key) : undefined;
  return typeof found === "string" ? found : "";
}

export function redirectTarget(state: unknown): string {
  if (typeof state !== "object" || state === null || !("from" in state)) return ROUTES.dashboard;
  const { from } = state;
  if (typeof from !== "object" || from === null) return ROUTES.dashboard;
  const pathname = field(from, "pathname");
  // Only an in-app path: "//host" would leave the site, and the auth pages would loop.
  if (!pathname.startsWith("/") || pathname.startsWith("//") || AUTH_PAGES.includes(pathname)) {
    return ROUTES.dashboard;
  }
  return `${pathname}${field(from, "search")}${field(from, "hash")}`;
}
