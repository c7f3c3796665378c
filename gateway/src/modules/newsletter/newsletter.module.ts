/** The newsletter: double opt-in subscriptions, unsubscribing, and issues staff send. */
import type { GatewayModule } from "../../core/module";
import {
  NewsletterDelivery,
  NewsletterIssue,
  NewsletterSubscriber,
  NewsletterUnsubscribeLink,
} from "./newsletter.entities";

export const newsletterModule: GatewayModule = {
  name: "newsletter",
  entities: [NewsletterSubscriber, NewsletterUnsubscribeLink, NewsletterIssue, NewsletterDelivery],
  api: async () => (await import("./newsletter.api")).api,
};
