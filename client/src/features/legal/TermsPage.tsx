/** /terms-and-conditions: the terms of use of a free student planning tool. */

import { ROUTES } from "@gradplan/schema";
import { Link } from "react-router-dom";
import { SUPPORT_EMAIL } from "../../shared/config";
import { Page } from "../../shared/ui/Page";

export function TermsPage() {
  return (
    <Page
      title="Terms and Conditions"
      lead="These terms apply when you use GradPlan. By creating an account or using the site you accept them."
    >
      <h2>1. The service</h2>
      <p>
        GradPlan helps students plan applications to Masters programs in the USA: university search
        and recommendations, resume and statement of purpose evaluation, profile strength scores and
        an application dashboard. The service is free for a limited period. We will tell you in
        advance, by email and on the site, before any part of it stops being free; nothing will be
        charged without your explicit agreement.
      </p>

      <h2>2. Guidance, not a guarantee</h2>
      <p>
        Recommendations (Safe, Moderate, Ambitious), admit chances and scores are estimates computed
        from public university data, community-shared results and the information you give us. They
        are not an admission decision and do not guarantee any outcome. Always confirm deadlines,
        requirements and fees on the university's own website.
      </p>

      <h2>3. Your account</h2>
      <ul>
        <li>Give accurate information and keep your password secret.</li>
        <li>One account per person; you are responsible for what is done with it.</li>
        <li>You may delete your account at any time by writing to us.</li>
      </ul>

      <h2>4. Your content</h2>
      <p>
        You keep the rights to the resumes, statements and results you upload. You allow us to store
        and process them only to provide the service to you. Results you choose to share with the
        community are used in anonymous, aggregated form to improve everyone's estimates.
      </p>

      <h2>5. Fair use</h2>
      <p>
        Do not misuse the service: no automated scraping, no attempts to access other students'
        data, no uploading of files that are not yours or that contain malware. We may suspend
        accounts that break these rules.
      </p>

      <h2>6. Availability and liability</h2>
      <p>
        We work to keep GradPlan available and correct, but we provide it as is. To the extent the
        law allows, we are not liable for decisions you make based on it or for missed deadlines.
      </p>

      <h2>7. Changes and contact</h2>
      <p>
        We may update these terms; the date below changes when we do, and we will email account
        holders about significant changes. Our <Link to={ROUTES.privacyPolicy}>Privacy Policy</Link>{" "}
        explains how we handle your data. Questions:{" "}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      <p>Last updated: November 2026.</p>
    </Page>
  );
}
