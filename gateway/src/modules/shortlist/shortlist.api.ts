/** The shortlist module's API, loaded by the gateway only: resolvers, REST routes and services. */
import {
  QUEUE,
  type ShortlistRecalculationJob,
  type ShortlistRecalculationResult,
} from "@gradplan/schema";
import type { ModuleApi } from "../../core/module";
import { createQueue } from "../../core/queue-factory";
import { BalanceResolver } from "./balance.resolver";
import { BalanceService } from "./balance.service";
import { CalendarService } from "./calendar.service";
import { PopupService } from "./popups.service";
import { ShortlistRecalculation } from "./recalculation-queue";
import { ShortlistResolver } from "./shortlist.resolver";
import { shortlistRoutes } from "./shortlist.routes";
import { ShortlistService } from "./shortlist.service";
import { ShortlistReadService } from "./shortlist-read.service";

declare module "../../core/services" {
  interface DomainServices {
    shortlist: {
      shortlist: ShortlistService;
      shortlistRead: ShortlistReadService;
      popups: PopupService;
      calendar: CalendarService;
      balance: BalanceService;
    };
  }
}

export const api: ModuleApi<"shortlist"> = {
  resolvers: [ShortlistResolver, BalanceResolver],
  routes: shortlistRoutes,
  services: {
    shortlist: (ctx) => {
      const { redis, config } = ctx.app;
      const recalculation = ctx.app.once(
        "shortlistRecalculation",
        () =>
          new ShortlistRecalculation(
            createQueue<ShortlistRecalculationJob, ShortlistRecalculationResult>(
              QUEUE.shortlistRecalculation,
              { connection: redis, prefix: config.queuePrefix },
            ),
            redis,
            config.queuePrefix,
          ),
        (queue) => queue.close(),
      );
      return new ShortlistService(ctx.em, recalculation, ctx.services.shortlistRead);
    },
    // Reads through the SqlReader and holds no request state: one per app (the hot path).
    shortlistRead: (ctx) =>
      ctx.app.once("shortlistRead", () => new ShortlistReadService(ctx.app.sql)),
    popups: (ctx) => new PopupService(ctx.em, ctx.services.shortlistRead),
    calendar: (ctx) =>
      new CalendarService(ctx.em, ctx.services.shortlistRead, ctx.app.config.publicUrl),
    // Reads through the SqlReader and holds no request state: one per app.
    balance: (ctx) => ctx.app.once("balance", () => new BalanceService(ctx.app.sql)),
  },
};
