/**
 * What every change makes stale, assembled from each feature's own declaration
 * (features/<name>/<name>Cache.ts): a feature with writes adds one line below. It compiles only
 * when every mutation is declared; cacheDependents.test.ts checks each is declared once, by the
 * feature whose operations run it.
 */
import { accountCache } from "../features/account/accountCache";
import { authCache } from "../features/auth/authCache";
import { contactCache } from "../features/contact/contactCache";
import { correctionsCache } from "../features/corrections/correctionsCache";
import { emailGrantCache } from "../features/email-grant/emailGrantCache";
import { feedbackCache } from "../features/feedback/feedbackCache";
import { newsletterCache } from "../features/newsletter/newsletterCache";
import { preferencesCache } from "../features/preferences/preferencesCache";
import { profileCache } from "../features/profile/profileCache";
import { resultsCache } from "../features/results/resultsCache";
import { resumeCache } from "../features/resume/resumeCache";
import { shortlistCache } from "../features/shortlist/shortlistCache";
import { sopCache } from "../features/sop/sopCache";
import { assembleDependents } from "../shared/graphql/dependents";

/** Each feature's declaration, by its folder's name. */
export const FEATURE_CACHES = {
  account: accountCache,
  auth: authCache,
  contact: contactCache,
  corrections: correctionsCache,
  "email-grant": emailGrantCache,
  feedback: feedbackCache,
  newsletter: newsletterCache,
  preferences: preferencesCache,
  profile: profileCache,
  results: resultsCache,
  resume: resumeCache,
  shortlist: shortlistCache,
  sop: sopCache,
};

export const DEPENDENTS = assembleDependents(FEATURE_CACHES);
