/** The students module's API, loaded by the gateway only: resolvers, REST routes and services. */

import type { ModuleApi } from "../../core/module";
import { ProfileResolver } from "./profile.resolver";
import { ProfileService } from "./profile.service";
import { StudentResolver } from "./student.resolver";
import { StudentFieldsResolver } from "./student-fields.resolver";
import { studentLoaders } from "./student-loaders";
import { studentRoutes } from "./students.routes";

declare module "../../core/services" {
  interface DomainServices {
    students: {
      profile: ProfileService;
    };
  }
}

export const api: ModuleApi<"students"> = {
  resolvers: [StudentResolver, StudentFieldsResolver, ProfileResolver],
  routes: studentRoutes,
  services: { profile: (ctx) => new ProfileService(ctx.em, ctx.loaders) },
  loaders: studentLoaders,
};
