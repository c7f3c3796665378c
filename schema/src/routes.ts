/** The app's routes (spec 1 section 2, spec 2 section 2) and the names pages and tests share. */

export const ROUTES = {
  landing: "/",
  about: "/about",
  contact: "/contact",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  termsAndConditions: "/terms-and-conditions",
  privacyPolicy: "/privacy-policy",
  callbackError: "/callback-error",
  callbackSuccess: "/callback-success",
  dashboard: "/dashboard",
  profile: "/profile",
  resumeEvaluation: "/resume-evaluation",
  sopEvaluation: "/sop-evaluation",
  universitySearch: "/university-search",
  universityShortlisting: "/university-shortlisting",
  universityDetails: "/university-details",
  submitResults: "/submit-results",
  communityResults: "/community-results",
  calibrationReport: "/how-accurate-are-chances",
  accountSettings: "/account-settings",
  newsletterUnsubscribe: "/newsletter-unsubscribe",
  newsletterConfirm: "/newsletter-confirm",
  remindersUnsubscribe: "/reminders-unsubscribe",
} as const;

/** The landing page's sections, targets of the navbar's scroll links. */
export const LANDING_SECTIONS = {
  hero: "hero-section",
  faqs: "faqs-section",
} as const;

/** The query parameters the email-access callbacks read. */
export const CALLBACK_PARAMS = { error: "error", success: "success" } as const;

/** Where the email grant's callback sends the student (spec 1 section 2's pages and values). */
export const EMAIL_GRANT_REDIRECTS = {
  granted: `${ROUTES.callbackSuccess}?${CALLBACK_PARAMS.success}=EMAILGRANTSUCCESS`,
  cancelled: `${ROUTES.callbackError}?${CALLBACK_PARAMS.error}=GRANTCANCEL`,
  scopeMissing: `${ROUTES.callbackError}?${CALLBACK_PARAMS.error}=EMAILSCOPENOTGRANTED`,
  /** Any other failure: the page's generic 'Something went wrong.'. */
  failed: `${ROUTES.callbackError}?${CALLBACK_PARAMS.error}=GRANTFAILED`,
} as const;
