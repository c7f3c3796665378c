/** The reminders module's API, loaded by the gateway only: resolver, REST routes and service. */
import type { ModuleApi } from "../../core/module";
import { RemindersResolver } from "./reminders.resolver";
import { reminderRoutes } from "./reminders.routes";
import { RemindersService } from "./reminders.service";

declare module "../../core/services" {
  interface DomainServices {
    reminders: {
      reminders: RemindersService;
    };
  }
}

export const api: ModuleApi<"reminders"> = {
  resolvers: [RemindersResolver],
  routes: reminderRoutes,
  services: { reminders: (ctx) => new RemindersService(ctx.em) },
};
