/** The search module's API, loaded by the gateway only: resolvers, REST routes and services. */

import type { ModuleApi } from "../../core/module";
import { CourseDetailsService } from "./course-details.service";
import { SearchResolver } from "./search.resolver";
import { searchRoutes } from "./search.routes";
import { SearchService } from "./search.service";

declare module "../../core/services" {
  interface Services {
    search: SearchService;
    courseDetails: CourseDetailsService;
  }
}

export const api: ModuleApi = {
  resolvers: [SearchResolver],
  routes: searchRoutes,
  // Both read through the SqlReader and hold no request state (the search keeps its one-minute
  // cache of totals): one per app, not one per request on the hottest paths.
  services: {
    search: (ctx) => ctx.app.once("search", () => new SearchService(ctx.app.sql)),
    courseDetails: (ctx) =>
      ctx.app.once("courseDetails", () => new CourseDetailsService(ctx.app.sql)),
  },
};
