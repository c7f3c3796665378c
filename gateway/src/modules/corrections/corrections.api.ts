/** The corrections module's API, loaded by the gateway only: resolvers, the REST route, services. */
import type DataLoader from "dataloader";
import { AttemptLimiter } from "../../core/attempt-limiter";
import type { ModuleApi } from "../../core/module";
import { CorrectionsResolver } from "./corrections.resolver";
import { correctionRoutes } from "./corrections.routes";
import { CorrectionsService } from "./corrections.service";
import type { SourcedFigureType } from "./corrections.types";
import { courseFigureLoader } from "./course-figure-loader";

declare module "../../core/services" {
  interface DomainServices {
    corrections: {
      corrections: CorrectionsService;
    };
  }
}

declare module "../../core/loaders" {
  interface DomainLoaders {
    corrections: {
      /** A course's sourced figures by course id; [] when it has none. */
      courseFigures: DataLoader<number, SourcedFigureType[]>;
    };
  }
}

/**
 * Proposals per student, and per address (shared networks: looser), an hour: enough for a
 * student fixing one program's figures, not for flooding staff's queue.
 */
export const CORRECTION_LIMITS = { perSubject: 10, perIp: 30, windowSeconds: 60 * 60 } as const;

export const api: ModuleApi<"corrections"> = {
  resolvers: [CorrectionsResolver],
  routes: correctionRoutes,
  services: {
    corrections: (ctx) => {
      const { redis, config } = ctx.app;
      const limiter = ctx.app.once(
        "correctionsLimiter",
        () =>
          new AttemptLimiter(redis, `${config.queuePrefix}:limit:corrections`, CORRECTION_LIMITS),
      );
      return new CorrectionsService(ctx.em, limiter);
    },
  },
  loaders: { courseFigures: (ctx) => courseFigureLoader(ctx.em) },
};
