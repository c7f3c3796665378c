/** The catalogue module's API, loaded by the gateway only: resolvers, REST routes and services. */

import type { ModuleApi } from "../../core/module";
import { CatalogueResolver } from "./catalogue.resolver";
import { catalogueRoutes } from "./catalogue.routes";
import { CourseDetailsService } from "./course-details.service";
import { SuggestionsService } from "./suggestions.service";

declare module "../../core/services" {
  interface DomainServices {
    catalogue: {
      suggestions: SuggestionsService;
      courseDetails: CourseDetailsService;
    };
  }
}

export const api: ModuleApi<"catalogue"> = {
  resolvers: [CatalogueResolver],
  routes: catalogueRoutes,
  // Both read through the SqlReader and hold no request state: one per app.
  services: {
    suggestions: (ctx) => ctx.app.once("suggestions", () => new SuggestionsService(ctx.app.sql)),
    courseDetails: (ctx) =>
      ctx.app.once("courseDetails", () => new CourseDetailsService(ctx.app.sql)),
  },
};
