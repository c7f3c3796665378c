/**
 * Client constants named by the spec that other packages will want too (e2e page objects, the
 * gateway's SPA fallback). They belong in @gradplan/schema; they live here until they move.
 */

/** Spec 1 section 2 and spec 2 section 2: the routes of the app. */
export const ROUTES = {
  landing: "/",
  about: "/about",
  contact: "/contact",
  login: "/login",
  register: "/register",
  termsAndConditions: "/terms-and-conditions",
  privacyPolicy: "/privacy-policy",
  callbackError: "/callback-error",
  callbackSuccess: "/callback-success",
  dashboard: "/dashboard",
  universitySearch: "/university-search",
  universityDetails: "/university-details",
} as const;

/** Spec 1 section 2: the landing page's sections, targets of the navbar's scroll links. */
export const LANDING_SECTIONS = {
  hero: "hero-section",
  faqs: "faqs-section",
} as const;

/** Spec 1 section 2: the query parameters the email-access callbacks read. */
export const CALLBACK_PARAMS = { error: "error", success: "success" } as const;

/** Spec 2 section 8, and the details page's own not-found text. */
export const UNIVERSITY_MESSAGES = {
  fetchFailed: "Error fetching university details",
  notFound: "We could not find this university. The link may be incomplete or out of date.",
} as const;
