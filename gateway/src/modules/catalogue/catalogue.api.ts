/** The catalogue module's API, loaded by the gateway only: resolvers, REST routes and services. */

import type { ModuleApi } from "../../core/module";
import { CatalogueResolver } from "./catalogue.resolver";
import { catalogueRoutes } from "./catalogue.routes";
import { SuggestionsService } from "./suggestions.service";

declare module "../../core/services" {
  interface Services {
    suggestions: SuggestionsService;
  }
}

export const api: ModuleApi = {
  resolvers: [CatalogueResolver],
  routes: catalogueRoutes,
  services: {
    // Reads through the SqlReader and holds no request state: one per app.
    suggestions: (ctx) => ctx.app.once("suggestions", () => new SuggestionsService(ctx.app.sql)),
  },
};
