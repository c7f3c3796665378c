/** /contact: how to reach the team, and a form that sends us a message. */
import { SUPPORT_EMAIL } from "../../shared/config";
import { Page } from "../../shared/ui/Page";
import { ContactForm } from "./ContactForm";

export function ContactPage() {
  return (
    <Page
      title="Contact Us"
      lead="Questions about your applications, a problem with the site, or an idea to make it better? We read every message."
    >
      <h2 id="contact-form-title">Send us a message</h2>
      <ContactForm />
      <h2>Email</h2>
      <p>
        Write to us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We usually answer
        within two working days.
      </p>
      <h2>Before you write</h2>
      <p>
        If your question is about your account or your data, send it from the email address you
        signed up with, so we can find your profile. Never send us your password.
      </p>
    </Page>
  );
}
