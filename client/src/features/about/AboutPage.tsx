/** /about: what GradPlan is, for whom, and what it does. */

import { ROUTES } from "@gradplan/schema";
import { Link } from "react-router-dom";
import { Page } from "../../shared/ui/Page";

export function AboutPage() {
  return (
    <Page
      title="About Us"
      lead="GradPlan is a free planning tool for students applying to Masters programs in the USA."
    >
      <h2>Who it is for</h2>
      <p>
        Domestic and international students applying to graduate programs in Engineering, Computer
        Science and Information Technology. Choosing where to apply is hard when every university
        publishes its numbers differently; we bring them together and compare them with your own
        profile.
      </p>

      <h2>What it does</h2>
      <ul>
        <li>
          Recommends universities as Safe, Moderate or Ambitious, based on each program's rank and
          your profile.
        </li>
        <li>
          Lets anyone search and filter US universities and programs, and compare them side by side.
        </li>
        <li>Evaluates your resume and statement of purpose, with concrete suggestions.</li>
        <li>
          Shows your profile strength as three scores out of 100: AB Score, SOP Score and Resume
          Score.
        </li>
        <li>Tracks all your applications, statuses and deadlines on one dashboard.</li>
        <li>Lets you share your past application results to help the next students.</li>
      </ul>

      <h2>What it costs</h2>
      <p>
        Nothing: GradPlan is free for a limited period. Questions or ideas?{" "}
        <Link to={ROUTES.contact}>Contact us</Link>.
      </p>
    </Page>
  );
}
