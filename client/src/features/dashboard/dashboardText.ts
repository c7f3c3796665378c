/**
 * The dashboard's visible words and accessible names, in one place for the cards and the tests.
 * The spec's own message (a failed slice: DASHBOARD_MESSAGES.unknownError) and the badges' names
 * come from @gradplan/schema; what the spec leaves unsaid is worded here.
 */
import { DASHBOARD_MESSAGES } from "@gradplan/schema";

export const DASHBOARD_TEXT = {
  title: "Dashboard",
  failed: DASHBOARD_MESSAGES.unknownError,
  retry: "Try again",
  category: "Student category",
  semester: "Applying semester",
  noSemester: "Not chosen yet",
  logOut: "Log out",
  loggedOut: "You have been logged out.",

  nextSteps: "Next steps",
  nextStepsLoading: "Loading your next steps",
  allSet:
    "You're all set: nothing is missing right now. Keep an eye on your deadlines, and good luck!",
  someUnknown: "Some of your figures could not be loaded, so this list may be incomplete.",

  shortlist: "Shortlist",
  shortlistLoading: "Loading your shortlist figures",
  shortlistEmpty: "You have not shortlisted any programs yet.",
  findPrograms: "Search universities",
  openShortlist: "Open your shortlist",
  byCategory: "Programs by admit chance",
  byStatus: "Programs by status",
  pastDue: "Past due",
  pastDueHint: "still Shortlisted, every deadline passed",
  rolling: "Rolling admission",

  deadlines: "Next deadlines",
  deadlinesLoading: "Loading your next deadlines",
  deadlinesEmpty: "No upcoming deadlines for the programs you are still applying to.",

  badges: "Badges",
  badgesLoading: "Loading your badges",
  awards: "Awards",
  awardsLoading: "Loading your awards",
  goal: "Goal",
} as const;

/** The two evaluation cards differ only in these words and where they lead. */
export interface EvaluationWords {
  title: string;
  loading: string;
  /** One of them, in a sentence: "SOP", "resume". */
  noun: string;
  plural: string;
  empty: string;
  notEvaluated: string;
  go: string;
}

export const SOP_STATS_TEXT: EvaluationWords = {
  title: "SOP stats",
  loading: "Loading your SOP stats",
  noun: "SOP",
  plural: "SOPs",
  empty: "You have no SOPs yet.",
  notEvaluated: "None of your SOPs is evaluated yet.",
  go: "Evaluate an SOP",
};

export const RESUME_STATS_TEXT: EvaluationWords = {
  title: "Resume stats",
  loading: "Loading your resume stats",
  noun: "resume",
  plural: "resumes",
  empty: "You have no resumes yet.",
  notEvaluated: "None of your resumes is evaluated yet.",
  go: "Evaluate a resume",
};

/** "today", "in 1 day", "in 6 days": how far a deadline is. */
export function daysLeftText(days: number): string {
  if (days <= 0) return "today";
  return days === 1 ? "in 1 day" : `in ${days} days`;
}

/** "Sop" and "resume" counts: "1 SOP", "3 SOPs". */
export function countOf(count: number, words: EvaluationWords): string {
  return `${count} ${count === 1 ? words.noun : words.plural}`;
}
