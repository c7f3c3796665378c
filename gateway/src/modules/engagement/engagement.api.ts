/** The engagement module's API, loaded by the gateway only: resolvers, REST routes and services. */

import type { ModuleApi } from "../../core/module";
import { EngagementResolver } from "./engagement.resolver";
import { engagementRoutes } from "./engagement.routes";
import { EngagementService } from "./engagement.service";

declare module "../../core/services" {
  interface DomainServices {
    engagement: {
      engagement: EngagementService;
    };
  }
}

export const api: ModuleApi<"engagement"> = {
  resolvers: [EngagementResolver],
  routes: engagementRoutes,
  services: {
    engagement: (ctx) =>
      new EngagementService({
        em: ctx.em,
        emailQueue: ctx.app.emailQueue,
        contactLimiter: ctx.app.limiters.contact,
        supportEmail: ctx.app.config.supportEmail,
      }),
  },
};
