/**
 * The emails we send: deadline reminders (a checkbox saved at once, with a toast) and the
 * newsletter (a double opt-in: subscribing sends a confirmation email to the student's address).
 */
import { useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { NotificationChoicesDocument } from "../../graphql/generated";
import { Button } from "../../shared/ui/Button";
import { useToast } from "../../shared/ui/toastContext";
import { CheckRow, Section } from "./AccountSettings.styles";
import { accountApi, asFormFailure } from "./accountApi";
import { ACCOUNT_TEXT } from "./accountText";

const T = ACCOUNT_TEXT.notifications;

export function NotificationsSection({ email }: { email: string }) {
  const headingId = useId();
  const toast = useToast();
  const choices = useQuery(NotificationChoicesDocument);
  const [saving, setSaving] = useState(false);
  const [subscribing, setSubscribing] = useState(false);
  const reminders = choices.data?.notificationChoices.deadline_reminders;

  const setReminders = async (on: boolean) => {
    setSaving(true);
    try {
      const saved = await accountApi.setDeadlineReminders(on);
      toast.success(saved ? T.remindersOn : T.remindersOff);
    } catch (error) {
      toast.error(asFormFailure(error, T.failed).message);
    } finally {
      setSaving(false);
    }
  };

  const subscribe = async () => {
    setSubscribing(true);
    try {
      toast.success(await accountApi.subscribeToNewsletter(email));
    } catch (error) {
      toast.error(asFormFailure(error, T.failed).message);
    } finally {
      setSubscribing(false);
    }
  };

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{T.heading}</h2>
      <CheckRow>
        <input
          type="checkbox"
          checked={reminders ?? false}
          disabled={reminders === undefined || saving}
          onChange={(event) => setReminders(event.target.checked)}
        />
        {T.reminders}
      </CheckRow>
      <p>{T.newsletterHint}</p>
      <Button $variant="secondary" onClick={subscribe} disabled={subscribing}>
        {subscribing ? T.subscribing : T.subscribe}
      </Button>
    </Section>
  );
}
