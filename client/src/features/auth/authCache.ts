/** The session's writes make nothing stale: a session change clears the whole cache. */
import type { FeatureDependents } from "../../shared/graphql/cache";

// Session changes clear the whole cache (shared/graphql/client.ts); the rest change nothing read.
export const authCache = {
  login: [],
  logout: [],
  register: [],
  refreshToken: [],
  forgotPassword: [],
  resetPassword: [],
} satisfies FeatureDependents;
