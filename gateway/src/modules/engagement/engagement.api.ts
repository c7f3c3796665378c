/** The engagement module's API, loaded by the gateway only: resolvers, REST routers and services. */

import type { ModuleApi } from "../../core/module";
import { EngagementResolver } from "./engagement.resolver";
import { engagementRouter } from "./engagement.rest";
import { EngagementService } from "./engagement.service";

declare module "../../core/services" {
  interface Services {
    engagement: EngagementService;
  }
}

export const api: ModuleApi = {
  resolvers: [EngagementResolver],
  routers: () => [{ base: "/api", router: engagementRouter() }],
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
