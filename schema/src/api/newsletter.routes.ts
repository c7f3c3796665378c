/**
 * The newsletter (spec 2, issue 15): subscribe (double opt-in), confirm, and unsubscribe, which a
 * mail client may also call on its own (RFC 8058 one-click: a POST without cookies, its body a
 * form saying `List-Unsubscribe=One-Click`, which is ignored).
 */
import { z } from "zod";
import { emailSchema } from "../auth.schemas";
import {
  NEWSLETTER_BODY_MAX,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SUBJECT_MAX,
  NEWSLETTER_TOKEN_MAX,
  type NewsletterAnswer,
} from "../newsletter";
import { defineRoute } from "./contract";
import { PATHS } from "./paths";

const tag = "Newsletter";

export const newsletterSubscribeBody = z.object({
  email: emailSchema,
});
export type NewsletterSubscribeBody = z.output<typeof newsletterSubscribeBody>;

/** A newsletter issue staff send (GraphQL only): its subject, text and optional HTML. */
export const newsletterIssueInput = z.object({
  subject: z
    .string({ error: NEWSLETTER_MESSAGES.subjectRequired })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.subjectRequired)
    .max(NEWSLETTER_SUBJECT_MAX, NEWSLETTER_MESSAGES.subjectRequired),
  text: z
    .string({ error: NEWSLETTER_MESSAGES.textRequired })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.textRequired)
    .max(NEWSLETTER_BODY_MAX, NEWSLETTER_MESSAGES.textRequired),
  html: z
    .string()
    .max(NEWSLETTER_BODY_MAX)
    .nullish()
    .transform((value) => value?.trim() || null),
});
export type NewsletterIssueInput = z.output<typeof newsletterIssueInput>;

export const newsletterTokenParams = z.object({
  token: z
    .string({ error: NEWSLETTER_MESSAGES.tokenInvalid })
    .min(1, NEWSLETTER_MESSAGES.tokenInvalid)
    .max(NEWSLETTER_TOKEN_MAX, NEWSLETTER_MESSAGES.tokenInvalid),
});

export const newsletterRoutes = {
  subscribe: defineRoute<NewsletterAnswer>()({
    name: "newsletterSubscribe",
    method: "POST",
    path: PATHS.newsletter.subscribe,
    guard: "public",
    summary:
      "Subscribe an email (double opt-in: a confirmation email is sent). The answer is the same whether or not the address was already subscribed.",
    tag,
    body: newsletterSubscribeBody,
    statuses: { 400: "A missing or invalid email.", 429: "Too many subscriptions." },
  }),
  confirm: defineRoute<NewsletterAnswer>()({
    name: "newsletterConfirm",
    method: "POST",
    path: PATHS.newsletter.confirm,
    guard: "public",
    summary: "Confirm a subscription with the token of the confirmation email.",
    tag,
    params: newsletterTokenParams,
    statuses: { 404: "An unknown, used or expired confirmation token." },
  }),
  unsubscribe: defineRoute<NewsletterAnswer>()({
    name: "newsletterUnsubscribe",
    method: "POST",
    path: PATHS.newsletter.unsubscribe,
    guard: "public",
    summary:
      "Unsubscribe with the token of any newsletter email ever sent; no cookies, any body (RFC 8058 one-click). Used again, the same success: the address is unsubscribed.",
    tag,
    params: newsletterTokenParams,
    acceptsForm: true,
    statuses: { 404: "An unknown token." },
  }),
} as const;
