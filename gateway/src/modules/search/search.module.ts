/** University search, a student's chances at courses, and the details pages' reads of the catalogue. */
import type { GatewayModule } from "../../core/module";

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
