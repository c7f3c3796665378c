/** University search, a student's chances at courses, and the details pages' reads of the catalogue. */
import type { GatewayModule } from "../../core/module";

export const searchModule: GatewayModule = {
  name: "search",
  api: async () => (await import("./search.api")).api,
};
