/** The email grant module's API, loaded by the gateway only: resolvers, REST routes and services. */
import { type EmailSyncJob, QUEUE } from "@gradplan/schema";
import type { AppResources, ModuleApi } from "../../core/module";
import { createQueue } from "../../core/queue-factory";
import { parseSecretKeys, SecretBox } from "../../core/secret-box";
import { EmailGrantResolver } from "./email-grant.resolver";
import { emailGrantRoutes } from "./email-grant.routes";
import { EmailGrantService } from "./email-grant.service";
import { ProposalsService } from "./proposals.service";
import { EmailGrantProvider } from "./provider";
import { SyncSchedule } from "./sync-queue";

declare module "../../core/services" {
  interface DomainServices {
    "email-grant": {
      emailGrant: EmailGrantService;
      emailProposals: ProposalsService;
    };
  }
}

function providerOf({ config, auth }: AppResources): EmailGrantProvider | null {
  return config.emailGrant
    ? new EmailGrantProvider(
        config.emailGrant,
        `${config.publicUrl}/api/email-grant/callback`,
        auth.jwtSecret,
        auth.secureCookies,
      )
    : null;
}

export const api: ModuleApi<"email-grant"> = {
  resolvers: [EmailGrantResolver],
  routes: (app) => emailGrantRoutes(providerOf(app)),
  services: {
    emailGrant: (ctx) => {
      const settings = ctx.app.config.emailGrant;
      const provider = ctx.app.once("emailGrantProvider", () => providerOf(ctx.app));
      const box = ctx.app.once("emailGrantBox", () =>
        settings ? new SecretBox(parseSecretKeys(settings.tokenKeys)) : null,
      );
      const schedule = ctx.app.once(
        "emailSyncQueue",
        () =>
          createQueue<EmailSyncJob>(QUEUE.emailSync, {
            connection: ctx.app.redis,
            prefix: ctx.app.config.queuePrefix,
          }),
        (made) => made.close(),
      );
      return new EmailGrantService(
        ctx.em,
        provider,
        box,
        settings ? new SyncSchedule(schedule) : null,
      );
    },
    emailProposals: (ctx) =>
      new ProposalsService(ctx.em, (studentId, input) =>
        ctx.services.shortlist.updateStatus(studentId, input),
      ),
  },
};
