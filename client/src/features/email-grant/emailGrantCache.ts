/** What the inbox grant and the decisions found in email make stale. */
import type { FeatureDependents } from "../../shared/graphql/cache";

export const emailGrantCache = {
  // The inbox grant: disconnecting changes its status alone (what was read goes with it).
  disconnectEmail: ["emailGrant", "emailProposals"],
  // A proposal accepted sets a shortlist status, through the same service as a manual change.
  acceptEmailProposal: [
    "emailProposals",
    "shortlist",
    "popups",
    "statusHistory",
    "shortlistingStats",
    "badges",
    "awards",
  ],
  dismissEmailProposal: ["emailProposals"],
  proposeFromPastedText: ["emailProposals"],
  syncEmail: ["emailGrant"],
} satisfies FeatureDependents;
