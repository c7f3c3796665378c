/** The students module's API, loaded by the gateway only: resolvers, REST routers and services. */

import type { ModuleApi } from "../../core/module";
import { ProfileResolver } from "./profile.resolver";
import { ProfileService } from "./profile.service";
import { StudentResolver } from "./student.resolver";
import { studentsRouter } from "./students.rest";

declare module "../../core/services" {
  interface Services {
    profile: ProfileService;
  }
}

export const api: ModuleApi = {
  resolvers: [StudentResolver, ProfileResolver],
  routers: () => [{ base: "/api", router: studentsRouter() }],
  services: { profile: (ctx) => new ProfileService(ctx.em) },
};
