/** What the shortlist's writes (its list, statuses, popup and calendar) make stale. */
import type { FeatureDependents } from "../../shared/graphql/cache";

export const shortlistCache = {
  // The '+' asks the server each time whether a course is on the shortlist; the list and the
  // popup (a new course may ask for a status) read it, the dashboard counts it, and a fifth
  // course earns a badge.
  checkAndAddCourse: ["shortlist", "popups", "shortlistingStats", "badges", "balanceSuggestions"],
  // The answer is the changed course (normalized by course_id); the popup and the history read
  // statuses, the dashboard counts them (and lists only open applications' deadlines), and the
  // first application and the first admit are a badge and an award.
  updateCourseStatus: ["popups", "statusHistory", "shortlistingStats", "badges", "awards"],
  // A course added again later must not show the history cached before its removal. Badges are
  // kept: removed courses still count toward five shortlisted.
  deleteShortlistedCourse: [
    "shortlist",
    "popups",
    "statusHistory",
    "shortlistingStats",
    "balanceSuggestions",
  ],
  dismissPopup: ["popups"],
  resetCalendarFeed: ["calendarFeed"],
  // The student's own deadline: the answer is the changed course; the list is read again so
  // every card and tab agrees with it.
  setOwnDeadline: ["shortlist"],
} satisfies FeatureDependents;
