/** A newsletter issue's email to one subscriber: the issue with its own unsubscribe link. */
import { listUnsubscribeHeaders, PATHS, pathOf, ROUTES } from "@gradplan/schema";

export interface IssueContent {
  subject: string;
  text: string;
  html: string | null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function newsletterEmail(issue: IssueContent, publicUrl: string, token: string) {
  const page = `${publicUrl}${ROUTES.newsletterUnsubscribe}/${encodeURIComponent(token)}`;
  const oneClick = `${publicUrl}${pathOf(PATHS.newsletter.unsubscribe, { token })}`;
  const footer = "You receive this because you subscribed to the GradPlan newsletter.";
  return {
    subject: issue.subject,
    text: `${issue.text}\n\n--\n${footer}\nUnsubscribe: ${page}\n`,
    html: issue.html
      ? `${issue.html}\n<hr><p>${footer} <a href="${escapeHtml(page)}">Unsubscribe</a></p>`
      : null,
    // RFC 8058: a mail client POSTs the one-click URL itself, without cookies.
    headers: listUnsubscribeHeaders(oneClick),
  };
}
