/**
 * Subscriptions with double opt-in: subscribing stores a pending subscriber and emails a
 * confirmation link and an unsubscribe link; the answer is the same whatever the address's state.
 * Unsubscribing takes the token of any newsletter email (the confirmation's or an issue's).
 */
import { randomBytes, randomUUID } from "node:crypto";
import {
  AUTH_MESSAGES,
  type EmailJob,
  NEWSLETTER_CONFIRM_TTL_MS,
  NEWSLETTER_MESSAGES,
  PATHS,
  pathOf,
  ROUTES,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Queue } from "bullmq";
import type { AttemptLimiter } from "../../core/attempt-limiter";
import { NotFoundError, TooManyAttemptsError } from "../../core/errors";
import { sha256 } from "../../core/hash";
import { sendEmail } from "../email/send-email";

export interface NewsletterDeps {
  em: EntityManager;
  emailQueue: Queue<EmailJob>;
  limiter: AttemptLimiter;
  publicUrl: string;
}

/** A new token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The links of a newsletter email: the page a person opens, the URL a mail client POSTs. */
export function unsubscribeLinks(publicUrl: string, token: string) {
  return {
    page: `${publicUrl}${ROUTES.newsletterUnsubscribe}/${encodeURIComponent(token)}`,
    oneClick: `${publicUrl}${pathOf(PATHS.newsletter.unsubscribe, { token })}`,
  };
}

export class NewsletterService {
  constructor(private readonly deps: NewsletterDeps) {}

  /** Stores or renews a pending subscription and emails its links; a confirmed one is left be. */
  async subscribe(email: string, ip: string): Promise<void> {
    const { em, limiter, publicUrl } = this.deps;
    if (await limiter.isBlocked(email, ip))
      throw new TooManyAttemptsError(AUTH_MESSAGES.tooManyAttempts);
    await limiter.record(email, ip);
    const confirmToken = newToken();
    const unsubscribeToken = newToken();
    // One statement: two subscribes of one new address at once cannot both insert.
    const renewed = await em.getConnection().execute<{ id: string }[]>(
      `insert into newsletter_subscriber
         (id, email, status, confirm_token_hash, confirm_sent_at, unsubscribe_token_hash, created_at)
       values (?, ?, 'pending', ?, now(), ?, now())
       on conflict (email) do update set status = 'pending',
         confirm_token_hash = excluded.confirm_token_hash, confirm_sent_at = now(),
         unsubscribe_token_hash = excluded.unsubscribe_token_hash, unsubscribed_at = null
       where newsletter_subscriber.status <> 'confirmed'
       returning id`,
      [randomUUID(), email, sha256(confirmToken), sha256(unsubscribeToken)],
    );
    if (renewed.length === 0) return;
    // Kept with every one sent before: a link in an earlier email still unsubscribes.
    await em
      .getConnection()
      .execute(
        "insert into newsletter_unsubscribe_link (token_hash, subscriber_id, created_at) values (?, ?, now())",
        [sha256(unsubscribeToken), renewed[0]!.id],
      );
    const confirm = `${publicUrl}${ROUTES.newsletterConfirm}/${encodeURIComponent(confirmToken)}`;
    const { page } = unsubscribeLinks(publicUrl, unsubscribeToken);
    await sendEmail(em, this.deps.emailQueue, {
      to: email,
      subject: "Confirm your GradPlan newsletter subscription",
      text:
        "Hello,\n\nSomeone (we hope you) asked to receive the GradPlan newsletter at this address.\n" +
        `Confirm within a week by opening this link:\n\n${confirm}\n\n` +
        "If you did not ask for it, ignore this email and you will receive nothing.\n" +
        `To unsubscribe at any time: ${page}\n`,
    });
  }

  /** Confirms a pending subscription once; a used, expired or unknown token is a 404. */
  async confirm(token: string): Promise<void> {
    const cutoff = new Date(Date.now() - NEWSLETTER_CONFIRM_TTL_MS);
    const done = await this.deps.em.getConnection().execute<{ id: string }[]>(
      `update newsletter_subscriber
         set status = 'confirmed', confirmed_at = now(), confirm_token_hash = null
       where confirm_token_hash = ? and status = 'pending' and confirm_sent_at > ?
       returning id`,
      [sha256(token), cutoff],
    );
    if (done.length === 0) throw new NotFoundError(NEWSLETTER_MESSAGES.confirmInvalid);
  }

  /**
   * Unsubscribes the address of any unsubscribe link ever sent to it; "already" when it was
   * (a second click, a mail scanner's prefetch), a 404 for a token never made.
   */
  async unsubscribe(token: string): Promise<"unsubscribed" | "already"> {
    const hash = sha256(token);
    const rows = await this.deps.em.getConnection().execute<{ id: string; status: string }[]>(
      `with target as (
         select subscriber_id as id from newsletter_unsubscribe_link where token_hash = ?
         union
         select subscriber_id from newsletter_delivery where unsubscribe_token_hash = ?)
       update newsletter_subscriber s
         set status = 'unsubscribed', unsubscribed_at = now(), confirm_token_hash = null
       from target where s.id = target.id and s.status <> 'unsubscribed'
       returning s.id`,
      [hash, hash],
    );
    if (rows.length > 0) return "unsubscribed";
    const known = await this.deps.em.getConnection().execute<{ n: string }[]>(
      `select count(*) as n from newsletter_unsubscribe_link where token_hash = ?
       union all select count(*) from newsletter_delivery where unsubscribe_token_hash = ?`,
      [hash, hash],
    );
    if (known.some((row) => Number(row.n) > 0)) return "already";
    throw new NotFoundError(NEWSLETTER_MESSAGES.unknownToken);
  }
}
