/**
 * Profile texts the schema does not hold yet. 'Error searching' is the spec's own (section 7);
 * the others are ours where the spec is silent. Candidates to move into PROFILE_MESSAGES.
 */
export const PROFILE_PAGE_MESSAGES = {
  searchFailed: "Error searching",
  fetchProgressFailed: "Error fetching student progress",
  notAvailable: "NA",
  noData: "No data available.",
  notEvaluated: "Not evaluated yet",
  comingSoon: "Coming Soon",
} as const;

/** The forms' notes on what makes the shortlist recalculate (spec 1 section 2, "Profile forms"). */
export const RECALCULATION_NOTES = {
  personal:
    "Changing your category or undergrad university makes your shortlisted universities recalculate.",
  academic: "Changing your academic information makes your shortlisted universities recalculate.",
  work: "Changing your work experience makes your shortlisted universities recalculate.",
} as const;
