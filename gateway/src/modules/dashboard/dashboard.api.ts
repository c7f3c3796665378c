/** The dashboard module's API, loaded by the gateway only: resolvers, REST routes and services. */
import type { ModuleApi } from "../../core/module";
import { DashboardResolver } from "./dashboard.resolver";
import { dashboardRoutes } from "./dashboard.routes";
import { DashboardService } from "./dashboard.service";

declare module "../../core/services" {
  interface DomainServices {
    dashboard: {
      dashboard: DashboardService;
    };
  }
}

export const api: ModuleApi<"dashboard"> = {
  resolvers: [DashboardResolver],
  routes: dashboardRoutes,
  services: {
    dashboard: (ctx) =>
      new DashboardService(ctx.em, ctx.services.shortlistRead, ctx.services.profile),
  },
};
