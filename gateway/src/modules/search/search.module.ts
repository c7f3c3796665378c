/** University search, a student's chances at courses, and the details pages' reads of the catalogue. */
import type { GatewayModule, ModuleContext } from "../../core/module";

const uses = ["auth", "catalogue", "corrections"] as const;

declare module "../../core/module" {
  interface DomainUses {
    search: (typeof uses)[number];
  }
}

export const searchModule: GatewayModule<"search"> = {
  name: "search",
  uses,
  api: async () => (await import("./search.api")).api,
};

/** What the search module's code gets of a request: its services and those of its uses. */
export type SearchContext = ModuleContext<"search">;
