/** What the account settings' writes make stale. */
import type { FeatureDependents } from "../../shared/graphql/cache";

export const accountCache = {
  // The settings toggle reads the choice back.
  setDeadlineReminders: ["notificationChoices"],
  // A new password reads nothing cached; a deletion clears the session (and the cache).
  changePassword: [],
  deleteAccount: [],
  // The settings' newsletter box (the landing page's is REST).
  subscribeToNewsletter: [],
} satisfies FeatureDependents;
