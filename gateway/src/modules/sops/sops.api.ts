/** The SOPs module's API, loaded by the gateway only: resolvers, REST routes and services. */
import type { ModuleApi } from "../../core/module";
import { SopResolver } from "./sop.resolver";
import { SopService } from "./sop.service";
import { generationWaitMs, sopJobs } from "./sop-jobs";
import { sopRoutes } from "./sops.routes";

declare module "../../core/services" {
  interface DomainServices {
    sops: {
      sops: SopService;
    };
  }
}

export const api: ModuleApi<"sops"> = {
  resolvers: [SopResolver],
  routes: sopRoutes,
  services: {
    sops: (ctx) => {
      const { redis, config } = ctx.app;
      const jobs = ctx.app.once(
        "sopJobs",
        () => sopJobs(redis, config.queuePrefix),
        (made) => made.close(),
      );
      return new SopService(ctx.em, jobs, generationWaitMs(config.llm));
    },
  },
};
