/** University search, and course and university details with a student's chances. */
import type { GatewayModule } from "../../core/module";

export const searchModule: GatewayModule = {
  name: "search",
  api: async () => (await import("./search.api")).api,
};
