/**
 * The shortlist screen's visible words and accessible names, in one place for the views and the
 * tests. The spec's own messages (SHORTLIST_MESSAGES, POPUP_TEXT, SORT_KEY_LABEL, STATUS_MEANING)
 * come from @gradplan/schema; what the spec leaves unsaid is worded here. (The '+' button's label
 * lives in shortlistText.ts, so the search page loads none of this.)
 */
import { type DeadlineTab, SHORTLIST_MESSAGES, type SortDirection } from "@gradplan/schema";

/** A course as its controls name it: "MS in Computer Science at Stanford University". */
export interface NamedCourse {
  course_name: string;
  university_name: string;
}

const courseAt = (course: NamedCourse) => `${course.course_name} at ${course.university_name}`;

export const SHORTLIST_TEXT = {
  ...SHORTLIST_MESSAGES,
  title: "University Shortlist",
  lead: "Your shortlisted courses with your chances, where each application stands, and every deadline.",
  loading: "Loading your shortlist…",
  /** Spec 2 section 8's general failure; the page offers a retry. */
  failed: "Something went wrong. Try again later.",
  retry: "Try again",
  emptyHint:
    "Search universities and press '+' on a course to shortlist it: its chances and deadlines then show here.",
  findCourses: "Search universities",
  listHeading: "Shortlisted courses",
  sortBy: "Sort by",
  order: "Order",
  tabsLabel: "Application deadlines",
  status: "Status",
  deadlines: "Deadlines",
  rolling: "Rolling admission",
  noDeadlines: "No deadlines listed for your semester.",
  /** A program that publishes no deadline in open data (most of the catalogue). */
  deadlinesNotKnown: "Deadlines not known: the program publishes none in open data.",
  setYourOwn: "Check its admissions page and set your own deadline below.",
  notCalculated: "Chances not calculated yet.",
  remove: "Remove",
  removeTitle: "Remove from shortlist?",
  removeConfirm: "Remove",
  removing: "Removing…",
  cancel: "Cancel",
  history: "History",
  historyLoading: "Loading history…",
  historyFailed: "Could not load the history.",
  calendarHeading: "Deadline calendar",
  download: "Download calendar (.ics)",
  downloadHint: "Every shortlisted course's deadlines, for a one-time import into any calendar.",
  subscribeHeading: "Subscribe in your calendar app",
  subscribeHint:
    "A private link your calendar app (Google Calendar, Apple Calendar, Outlook) checks by itself, so new courses and deadlines show up there.",
  noFeed: "You have no subscription link yet.",
  feedLoading: "Checking your subscription link…",
  createFeed: "Create subscription link",
  replaceFeed: "Make a new subscription link",
  creatingFeed: "Making a link…",
  replacesOld:
    "Making a new link stops the old one: calendars subscribed to it stop updating until you subscribe with the new link.",
  replaceTitle: "Make a new subscription link?",
  replaceConfirm: "Make new link",
  feedUrlLabel: "Your subscription link",
  feedShownOnce:
    "This link is shown only this once: copy it into your calendar app now. Keep it private: anyone who has it can see your deadlines.",
  copy: "Copy link",
  copied: "Link copied.",
  copyFailed: "Could not copy: select the link and copy it yourself.",
  feedFailed: "Failed to make a subscription link. Please try again.",
} as const;

export const TAB_LABEL: Record<DeadlineTab, string> = {
  all: "All",
  upcoming: "Next 30 days",
  passed: "Passed",
  rolling: "Rolling",
};

/** What an empty tab says. */
export const EMPTY_TAB_TEXT: Record<Exclude<DeadlineTab, "all">, string> = {
  upcoming: "No deadline of yours falls in the next 30 days.",
  passed: "No regular deadline on your shortlist has passed.",
  rolling: "No course on your shortlist admits on a rolling basis.",
};

export const DIRECTION_LABEL: Record<SortDirection, string> = {
  asc: "Ascending",
  desc: "Descending",
};

/** A tab's accessible name: its label, then its count ("Next 30 days 2"). */
export const tabName = (tab: DeadlineTab, count: number) => `${TAB_LABEL[tab]} ${count}`;

export const statusLabel = (course: NamedCourse) => `Status of ${courseAt(course)}`;
export const removeLabel = (course: NamedCourse) => `Remove ${courseAt(course)} from shortlist`;
export const historyLabel = (course: NamedCourse) => `Status history of ${courseAt(course)}`;
export const removeQuestion = (course: NamedCourse) =>
  `Remove ${courseAt(course)} from your shortlist? You can add it again from University Search.`;
export const removedText = (course: NamedCourse) =>
  `Removed ${courseAt(course)} from your shortlist.`;
export const statusChangedText = (status: string) => `Status changed to ${status}.`;
export const feedSince = (day: string) => `You have a subscription link, made on ${day}.`;

/** A status menu entry: the status with what it means. */
export const statusOption = (status: string, meaning: string | undefined) =>
  meaning ? `${status} — ${meaning}` : status;

/** How close a dated deadline is, in words (not only in colour). */
export function deadlineNote(days: number): string {
  if (days < 0) return "Passed";
  if (days === 0) return "Due today";
  if (days === 1) return "Due tomorrow";
  return `Due in ${days} days`;
}
