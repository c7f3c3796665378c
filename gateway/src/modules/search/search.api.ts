/** The search module's API, loaded by the gateway only: resolvers, REST routes and services. */

import type { ModuleApi } from "../../core/module";
import { CourseChancesService } from "./course-chances.service";
import { CourseFiguresResolver } from "./course-figures.resolver";
import { SearchResolver } from "./search.resolver";
import { searchRoutes } from "./search.routes";
import { SearchService } from "./search.service";

declare module "../../core/services" {
  interface DomainServices {
    search: {
      search: SearchService;
      courseChances: CourseChancesService;
    };
  }
}

export const api: ModuleApi<"search"> = {
  resolvers: [SearchResolver, CourseFiguresResolver],
  routes: searchRoutes,
  // Both read through the SqlReader and hold no request state (the search keeps its one-minute
  // cache of totals): one per app, not one per request on the hottest paths.
  services: {
    search: (ctx) => ctx.app.once("search", () => new SearchService(ctx.app.sql)),
    // The catalogue's details service is one per app too.
    courseChances: (ctx) =>
      ctx.app.once(
        "courseChances",
        () => new CourseChancesService(ctx.app.sql, ctx.services.courseDetails),
      ),
  },
};
