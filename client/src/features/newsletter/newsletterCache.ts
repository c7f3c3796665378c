/** Staff's newsletter tools read nothing the student pages cache. */
import type { FeatureDependents } from "../../shared/graphql/cache";

export const newsletterCache = {
  sendNewsletterIssue: [],
  resumeNewsletterIssue: [],
} satisfies FeatureDependents;
