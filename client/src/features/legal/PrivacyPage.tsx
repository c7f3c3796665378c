/** /privacy-policy: what data GradPlan keeps, why, and the student's rights over it. */

import { ROUTES } from "@gradplan/schema";
import { Link } from "react-router-dom";
import { SUPPORT_EMAIL } from "../../shared/config";
import { Page } from "../../shared/ui/Page";

export function PrivacyPage() {
  return (
    <Page
      title="Privacy Policy"
      lead="We keep only the data we need to help you plan your applications, and we never sell it."
    >
      <h2>What we keep</h2>
      <ul>
        <li>
          Your account: name, email address and a securely hashed password (or your Google sign-in
          identity).
        </li>
        <li>
          Your profile: personal details, academic record, test scores, work experience,
          conferences, journals and extra-curricular activities.
        </li>
        <li>
          Documents you upload: your resumes and statements of purpose, and their evaluations.
        </li>
        <li>Your shortlist, application statuses and preferences.</li>
        <li>Feedback and messages you send us.</li>
      </ul>

      <h2>Why we keep it</h2>
      <p>
        Only to provide GradPlan to you: to compute your recommendations, admit chances and scores,
        to evaluate your documents, and to show your dashboard. Results you choose to share with the
        community are used anonymously and in aggregate to improve the estimates for everyone.
      </p>

      <h2>What we never do</h2>
      <ul>
        <li>We do not sell or rent your data, and we do not share it with advertisers.</li>
        <li>We do not send your resume or profile to universities.</li>
      </ul>

      <h2>Email access</h2>
      <p>
        If you grant GradPlan access to your mailbox, we read only the information needed to track
        your application updates. You can revoke that access at any time in your account settings.
      </p>

      <h2>Cookies</h2>
      <p>
        We use cookies only to keep you signed in during your session. There are no advertising or
        third-party tracking cookies.
      </p>

      <h2>Your rights</h2>
      <p>
        You can ask for a copy of your data, have it corrected, or have your account and all your
        data (including uploaded resumes) deleted. Write to{" "}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from your account's email address;
        we act on deletion requests within 30 days.
      </p>

      <h2>Security and retention</h2>
      <p>
        Data travels over encrypted connections and passwords are stored hashed. We keep your data
        while your account exists and delete it when you ask us to.
      </p>

      <p>
        See also our <Link to={ROUTES.termsAndConditions}>Terms and Conditions</Link>. Last updated:
        November 2026.
      </p>
    </Page>
  );
}
