/**
 * /newsletter-unsubscribe/{token} (spec 2) and /newsletter-confirm/{token}: the link is followed
 * once on arrival, 'Unsubscribing...' shows meanwhile, then the result and a button back to /.
 */
import { NEWSLETTER_MESSAGES } from "@gradplan/schema";
import { EmailLinkPage, type EmailLinkWords } from "../../shared/links/EmailLinkPage";
import { newsletterApi } from "./newsletterApi";

const UNSUBSCRIBE: EmailLinkWords = {
  title: "Newsletter",
  working: NEWSLETTER_MESSAGES.unsubscribing,
  done: NEWSLETTER_MESSAGES.unsubscribeSuccess,
  problem: NEWSLETTER_MESSAGES.unsubscribeProblem,
  unexpected: NEWSLETTER_MESSAGES.unexpected,
  noToken: NEWSLETTER_MESSAGES.noToken,
};

const CONFIRM: EmailLinkWords = {
  title: "Newsletter",
  working: NEWSLETTER_MESSAGES.confirming,
  done: NEWSLETTER_MESSAGES.confirmSuccess,
  problem: NEWSLETTER_MESSAGES.confirmProblem,
  unexpected: NEWSLETTER_MESSAGES.unexpected,
  noToken: NEWSLETTER_MESSAGES.confirmProblem,
};

export function NewsletterUnsubscribePage() {
  return <EmailLinkPage words={UNSUBSCRIBE} follow={newsletterApi.unsubscribe} />;
}

export function NewsletterConfirmPage() {
  return <EmailLinkPage words={CONFIRM} follow={newsletterApi.confirm} />;
}
