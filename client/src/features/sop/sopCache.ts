/** What the SOP writes (a draft, an evaluation, a deletion) make stale. */
import type { FeatureDependents } from "../../shared/graphql/cache";

export const sopCache = {
  // A draft is a new SOP in the list, not yet evaluated: no score changes, but the dashboard
  // counts it.
  generateSop: ["sops", "sopStats"],
  // A new or re-evaluated SOP (pasted, or the REST .docx upload, which names this change too)
  // changes the list and its details, and the latest evaluated SOP's score is the profile
  // strength's SOP Score; a deleted SOP may have been that latest one. The dashboard's SOP stats
  // follow both; an evaluation may earn the first-SOP badge and the Good-SOP award, which a
  // deletion never takes back.
  evaluateSop: ["sops", "sop", "studentProfileStrength", "sopStats", "badges", "awards"],
  deleteSop: ["sops", "sop", "studentProfileStrength", "sopStats"],
} satisfies FeatureDependents;
