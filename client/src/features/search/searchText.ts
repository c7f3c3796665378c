/** The search page's visible words: the spec's quoted labels and messages, in one place for tests. */
import { SEARCH_PAGE_MESSAGES } from "@gradplan/schema";
import { knownOr } from "../../shared/ui/notKnown";

export const SEARCH_TEXT = {
  ...SEARCH_PAGE_MESSAGES,
  title: "University Search",
  /** Spec 2 section 8; search failures get a retry on the page, not a toast. */
  failed: "Something went wrong. Try again later.",
  retry: "Try again",
  loading: "Loading universities…",
  compare: "Compare Universities",
  filter: "Filter Search",
  /** The filter button's description while filters are on. */
  filtersOn: (count: number) => (count === 1 ? "1 filter on" : `${count} filters on`),
  saveFilter: "Save Filter",
  clearAll: "Clear All",
  checkAcceptance: "Check Acceptance in Different Courses",
  loginPrompt: "Log in to see your admit chances and preference match, and to shortlist courses.",
  logIn: "Log in",
  preferenceMatch: "Preference match",
  /** Instead of a match figure until the student saves preferences (issue 18). */
  setPreferences: "Set your preferences",
  /** The page's own name field and order (issue 32). */
  searchByName: "Search by name",
  nameLabel: "University or program name",
  namePlaceholder: "e.g. Purdue, UIUC, Data Science",
  findName: "Search",
  sortLabel: "Sort by",
} as const;

/** A rate as the cards show it: "17.3%". */
export const percent = (value: number | null) =>
  knownOr(value, (v) => `${Math.round(v * 10) / 10}%`);
