/**
 * The newsletter's rows: subscribers (double opt-in), the issues staff send, and one delivery per
 * issue and subscriber. Tokens are stored only as SHA-256 hashes; a delivery's unsubscribe token
 * is made when its email is written, so each email carries its own link, and every confirmation
 * email's token is kept (NewsletterUnsubscribeLink), so every link ever sent keeps working.
 */
import type { SubscriberStatus } from "@gradplan/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";

export const DELIVERY_STATUS = {
  pending: "pending",
  written: "written",
  skipped: "skipped",
} as const;

export const NewsletterSubscriber = defineEntity({
  name: "NewsletterSubscriber",
  tableName: "newsletter_subscriber",
  properties: {
    id: p.uuid().primary(),
    /** Trimmed and lower-cased. */
    email: p.string().length(320).unique(),
    status: p.string().length(12).$type<SubscriberStatus>().index(),
    confirmTokenHash: p.string().length(64).nullable().unique(),
    confirmSentAt: p.datetime().nullable(),
    /** The unsubscribe token of the latest confirmation email (every one: NewsletterUnsubscribeLink). */
    unsubscribeTokenHash: p.string().length(64).nullable().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    confirmedAt: p.datetime().nullable(),
    unsubscribedAt: p.datetime().nullable(),
  },
});
export type INewsletterSubscriber = InferEntity<typeof NewsletterSubscriber>;

/**
 * Every confirmation email's unsubscribe token, kept for as long as the subscriber: each link
 * ever sent unsubscribes (subscribing again makes a new one; it never replaces the first).
 */
export const NewsletterUnsubscribeLink = defineEntity({
  name: "NewsletterUnsubscribeLink",
  tableName: "newsletter_unsubscribe_link",
  properties: {
    tokenHash: p.string().length(64).primary(),
    subscriber: () => p.manyToOne(NewsletterSubscriber).index().deleteRule("cascade"),
    createdAt: p.datetime(),
  },
});
export type INewsletterUnsubscribeLink = InferEntity<typeof NewsletterUnsubscribeLink>;

export const NewsletterIssue = defineEntity({
  name: "NewsletterIssue",
  tableName: "newsletter_issue",
  properties: {
    id: p.uuid().primary(),
    subject: p.string().length(300),
    textBody: p.text(),
    htmlBody: p.text().nullable(),
    /** The name of the staff key that sent it. */
    sentBy: p.string().length(100),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type INewsletterIssue = InferEntity<typeof NewsletterIssue>;

export const NewsletterDelivery = defineEntity({
  name: "NewsletterDelivery",
  tableName: "newsletter_delivery",
  uniques: [{ properties: ["issue", "subscriber"] }],
  properties: {
    /** Also the id of its outbox row and of its jobs: a second write of it cannot happen. */
    id: p.uuid().primary(),
    issue: () => p.manyToOne(NewsletterIssue).deleteRule("cascade"),
    subscriber: () => p.manyToOne(NewsletterSubscriber).index().deleteRule("cascade"),
    status: p.string().length(10),
    outboxId: p.uuid().nullable(),
    unsubscribeTokenHash: p.string().length(64).nullable().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    writtenAt: p.datetime().nullable(),
  },
});
export type INewsletterDelivery = InferEntity<typeof NewsletterDelivery>;
