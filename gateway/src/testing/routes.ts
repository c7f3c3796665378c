/** Every REST route the modules implement, for tests that walk them all. */
import type { AnyRoute } from "@gradplan/schema";
import type { Config } from "../core/config";
import { type AppResources, loadApis } from "../core/module";
import { MODULES } from "../modules";

export async function declaredRoutes(
  config: Config,
): Promise<{ module: string; route: AnyRoute }[]> {
  // What the routes' factories read: the config, and the auth settings (Google sign-in).
  const resources = { config, auth: { jwtSecret: "x".repeat(48), secureCookies: false } };
  const found: { module: string; route: AnyRoute }[] = [];
  for (const { name, api } of await loadApis(MODULES))
    for (const { route } of api.routes?.(resources as AppResources) ?? [])
      found.push({ module: name, route });
  return found;
}
