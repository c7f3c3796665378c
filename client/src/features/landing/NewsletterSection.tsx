/** The landing page's newsletter section: a heading, one line, the subscribe box. */
import { SubscribeForm } from "../newsletter";
import { Section, SectionInner, SectionTitle } from "./Section";

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
