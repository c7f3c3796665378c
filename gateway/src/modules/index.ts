/**
 * Every domain of the gateway, in one list: the ORM's entities, the GraphQL schema, the HTTP
 * routes and the request services are all read from here. A new domain is a folder with a
 * `<name>.module.ts` and one line below (docs/architecture.md, "Adding a domain").
 */
import type { AnyModule } from "../core/module";
import { accountModule } from "./account/account.module";
import { authModule } from "./auth/auth.module";
import { catalogueModule } from "./catalogue/catalogue.module";
import { correctionsModule } from "./corrections/corrections.module";
import { dashboardModule } from "./dashboard/dashboard.module";
import { emailModule } from "./email/email.module";
import { emailGrantModule } from "./email-grant/email-grant.module";
import { engagementModule } from "./engagement/engagement.module";
import { newsletterModule } from "./newsletter/newsletter.module";
import { remindersModule } from "./reminders/reminders.module";
import { resultsModule } from "./results/results.module";
import { resumesModule } from "./resumes/resumes.module";
import { searchModule } from "./search/search.module";
import { shortlistModule } from "./shortlist/shortlist.module";
import { sopsModule } from "./sops/sops.module";
import { staffModule } from "./staff/staff.module";
import { studentsModule } from "./students/students.module";

export const MODULES: readonly AnyModule[] = [
  catalogueModule,
  authModule,
  emailModule,
  staffModule,
  engagementModule,
  studentsModule,
  searchModule,
  shortlistModule,
  resumesModule,
  sopsModule,
  dashboardModule,
  newsletterModule,
  remindersModule,
  resultsModule,
  correctionsModule,
  emailGrantModule,
  accountModule,
];
