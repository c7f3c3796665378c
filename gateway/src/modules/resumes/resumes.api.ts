/** The resumes module's API, loaded by the gateway only: resolvers, REST routes and services. */
import { QUEUE, type ResumeEvaluationJob, type ResumeEvaluationResult } from "@gradplan/schema";
import type { ModuleApi } from "../../core/module";
import { createQueue } from "../../core/queue-factory";
import { ResumeEvaluationQueue } from "./evaluation-queue";
import { ResumeResolver } from "./resume.resolver";
import { ResumeService } from "./resume.service";
import { resumeRoutes } from "./resumes.routes";

declare module "../../core/services" {
  interface DomainServices {
    resumes: {
      resumes: ResumeService;
    };
  }
}

export const api: ModuleApi<"resumes"> = {
  resolvers: [ResumeResolver],
  routes: resumeRoutes,
  services: {
    resumes: (ctx) => {
      const { redis, config } = ctx.app;
      const evaluation = ctx.app.once(
        "resumeEvaluation",
        () =>
          new ResumeEvaluationQueue(
            createQueue<ResumeEvaluationJob, ResumeEvaluationResult>(QUEUE.resumeEvaluation, {
              connection: redis,
              prefix: config.queuePrefix,
            }),
            redis,
            config.queuePrefix,
          ),
        (queue) => queue.close(),
      );
      return new ResumeService(ctx.em, evaluation);
    },
  },
};
