/** Every REST route of the product, by domain: the one list the gateway, OpenAPI and clients read. */
import { accountRoutes } from "./account.routes";
import { authRoutes } from "./auth.routes";
import { catalogueRoutes } from "./catalogue.routes";
import type { AnyRoute } from "./contract";
import { correctionRoutes } from "./corrections.routes";
import { dashboardRoutes } from "./dashboard.routes";
import { emailGrantRoutes } from "./email-grant.routes";
import { engagementRoutes } from "./engagement.routes";
import { newsletterRoutes } from "./newsletter.routes";
import { reminderRoutes } from "./reminders.routes";
import { resultsRoutes } from "./results.routes";
import { resumeRoutes } from "./resumes.routes";
import { searchRoutes } from "./search.routes";
import { shortlistRoutes } from "./shortlist.routes";
import { sopRoutes } from "./sops.routes";
import { studentRoutes } from "./students.routes";

export {
  type ChangePasswordBody,
  changePasswordBody,
  type DeleteAccountBody,
  deleteAccountBody,
} from "./account.routes";
export * from "./contract";
export * from "./inputs";
export {
  type NewsletterIssueInput,
  type NewsletterSubscribeBody,
  newsletterIssueInput,
  newsletterSubscribeBody,
  newsletterTokenParams,
} from "./newsletter.routes";
export * from "./paths";
export { submitResultsBody, submitResultsInputOf } from "./results.routes";
export {
  type EvaluateSopFields,
  evaluateSopFields,
  type GenerateSopBody,
  generateSopBody,
  sopAnswersSchema,
  sopParams,
} from "./sops.routes";
export {
  authRoutes,
  catalogueRoutes,
  dashboardRoutes,
  engagementRoutes,
  newsletterRoutes,
  reminderRoutes,
  resultsRoutes,
  resumeRoutes,
  searchRoutes,
  shortlistRoutes,
  sopRoutes,
  studentRoutes,
};

/** Every route, by its domain and name: `API.students.studentInfo`. */
export const API = {
  account: accountRoutes,
  auth: authRoutes,
  catalogue: catalogueRoutes,
  corrections: correctionRoutes,
  dashboard: dashboardRoutes,
  emailGrant: emailGrantRoutes,
  engagement: engagementRoutes,
  newsletter: newsletterRoutes,
  reminders: reminderRoutes,
  results: resultsRoutes,
  resumes: resumeRoutes,
  search: searchRoutes,
  shortlist: shortlistRoutes,
  sops: sopRoutes,
  students: studentRoutes,
} as const;

export const ALL_ROUTES: readonly AnyRoute[] = Object.values(API).flatMap(
  (domain) => Object.values(domain) as AnyRoute[],
);
