/**
 * /reminders-unsubscribe/{token}: the link in every deadline reminder email. The page turns the
 * reminders off once it is open (docs/reminders.md), then says so, with a button back to /.
 */
import { REMINDER_MESSAGES } from "@gradplan/schema";
import { EmailLinkPage, type EmailLinkWords } from "../../shared/links/EmailLinkPage";
import { remindersApi } from "./remindersApi";

const WORDS: EmailLinkWords = {
  title: "Deadline reminders",
  working: REMINDER_MESSAGES.turningOff,
  done: REMINDER_MESSAGES.unsubscribed,
  problem: REMINDER_MESSAGES.unknownToken,
  unexpected: REMINDER_MESSAGES.unexpected,
  noToken: REMINDER_MESSAGES.noToken,
};

export function RemindersUnsubscribePage() {
  return <EmailLinkPage words={WORDS} follow={remindersApi.unsubscribe} />;
}
