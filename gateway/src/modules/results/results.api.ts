/** The results module's API, loaded by the gateway only: resolvers, REST routes and services. */
import { type AdmitCalibrationJob, QUEUE } from "@gradplan/schema";
import { AttemptLimiter } from "../../core/attempt-limiter";
import type { ModuleApi } from "../../core/module";
import { createQueue } from "../../core/queue-factory";
import { CalibrationService } from "./calibration.service";
import { ResultsResolver } from "./results.resolver";
import { resultsRoutes } from "./results.routes";
import { ResultsService } from "./results.service";
import { ResultsBrowseService } from "./results-browse.service";
import { ResultsLikeMineService } from "./results-like-mine.service";
import { networkKey } from "./trust";

declare module "../../core/services" {
  interface DomainServices {
    results: {
      results: ResultsService;
      resultsBrowse: ResultsBrowseService;
      resultsLikeMine: ResultsLikeMineService;
      calibration: CalibrationService;
    };
  }
}

/** Submissions per student or address, per IP and per network (shared: looser), an hour. */
export const SUBMIT_LIMITS = {
  perSubject: 10,
  perIp: 30,
  perNetwork: 60,
  windowSeconds: 60 * 60,
} as const;

export const api: ModuleApi<"results"> = {
  resolvers: [ResultsResolver],
  routes: resultsRoutes,
  services: {
    results: (ctx) => {
      const { redis, config } = ctx.app;
      const limiter = ctx.app.once(
        "resultsLimiter",
        () => new AttemptLimiter(redis, `${config.queuePrefix}:limit:results`, SUBMIT_LIMITS),
      );
      // Production refuses to start without JWT_SECRET; elsewhere config keeps one.
      const secret = config.jwtSecret ?? "";
      return new ResultsService(ctx.em, limiter, (ip) => networkKey(ip, secret));
    },
    resultsBrowse: (ctx) => new ResultsBrowseService(ctx.app.sql),
    resultsLikeMine: (ctx) => new ResultsLikeMineService(ctx.app.sql),
    calibration: (ctx) => {
      const { redis, config } = ctx.app;
      const queue = ctx.app.once(
        "calibrationQueue",
        () =>
          createQueue<AdmitCalibrationJob>(QUEUE.admitCalibration, {
            connection: redis,
            prefix: config.queuePrefix,
          }),
        (made) => made.close(),
      );
      return new CalibrationService(ctx.em, queue);
    },
  },
};
