/** The newsletter: double opt-in subscriptions, unsubscribing, and issues staff send. */
import type { GatewayModule } from "../../core/module";
import {
  NewsletterDelivery,
  NewsletterIssue,
  NewsletterSubscriber,
  NewsletterUnsubscribeLink,
} from "./newsletter.entities";

const uses = ["auth", "email"] as const;

declare module "../../core/module" {
  interface DomainUses {
    newsletter: (typeof uses)[number];
  }
}

export const newsletterModule: GatewayModule<"newsletter"> = {
  name: "newsletter",
  uses,
  entities: [NewsletterSubscriber, NewsletterUnsubscribeLink, NewsletterIssue, NewsletterDelivery],
  // Its status and dates; deleting it takes its deliveries and unsubscribe links (cascade).
  personalData: [
    {
      table: "newsletter_subscriber",
      by: "email",
      column: "email",
      leaveOut: ["id", "confirm_token_hash", "confirm_sent_at", "unsubscribe_token_hash"],
    },
  ],
  api: async () => (await import("./newsletter.api")).api,
};
