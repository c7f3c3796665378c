/** The newsletter module's API, loaded by the gateway only: resolvers, REST routes and services. */
import { type NewsletterJob, QUEUE } from "@gradplan/schema";
import { AttemptLimiter } from "../../core/attempt-limiter";
import type { ModuleApi } from "../../core/module";
import { createQueue } from "../../core/queue-factory";
import { NewsletterResolver } from "./newsletter.resolver";
import { newsletterRoutes } from "./newsletter.routes";
import { NewsletterService } from "./newsletter.service";
import { NewsletterIssues } from "./newsletter-issues";

declare module "../../core/services" {
  interface DomainServices {
    newsletter: {
      newsletter: NewsletterService;
      newsletterIssues: NewsletterIssues;
    };
  }
}

/** Subscriptions per address (each sends an email) and per IP, an hour. */
export const SUBSCRIBE_LIMITS = {
  perSubject: 5,
  perIp: 30,
  perNetwork: 60,
  windowSeconds: 60 * 60,
} as const;

export const api: ModuleApi<"newsletter"> = {
  resolvers: [NewsletterResolver],
  routes: newsletterRoutes,
  services: {
    newsletter: (ctx) => {
      const { redis, config } = ctx.app;
      const limiter = ctx.app.once(
        "newsletterLimiter",
        () => new AttemptLimiter(redis, `${config.queuePrefix}:limit:newsletter`, SUBSCRIBE_LIMITS),
      );
      return new NewsletterService({
        em: ctx.em,
        emailQueue: ctx.app.emailQueue,
        limiter,
        publicUrl: config.publicUrl,
      });
    },
    newsletterIssues: (ctx) => {
      const { redis, config } = ctx.app;
      const queue = ctx.app.once(
        "newsletterQueue",
        () =>
          createQueue<NewsletterJob>(QUEUE.newsletter, {
            connection: redis,
            prefix: config.queuePrefix,
          }),
        (made) => made.close(),
      );
      return new NewsletterIssues(ctx.em, queue, ctx.app.emailQueue);
    },
  },
};
