/** The landing page's newsletter section: a heading, one line, the subscribe box. */
import { Section, SectionInner, SectionTitle } from "../landing/Section";
import { SubscribeForm } from "./SubscribeForm";

export function NewsletterSection() {
  return (
    <Section aria-labelledby="newsletter-title">
      <SectionInner>
        <SectionTitle id="newsletter-title">Stay in the loop</SectionTitle>
        <p>Deadlines, admission tips and new features, about once a month. Unsubscribe anytime.</p>
        <SubscribeForm />
      </SectionInner>
    </Section>
  );
}
