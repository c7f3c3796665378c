/** Fetch-failure and not-found messages (spec 2 section 8, and our own where the spec is silent). */

export const UNIVERSITY_MESSAGES = {
  fetchFailed: "Error fetching university details",
  notFound: "We could not find this university. The link may be incomplete or out of date.",
} as const;
