/**
 * The shortlist (spec 2 section 7): preferences, adding, listing, statuses, removing,
 * recalculating, the status popup and the deadline calendar.
 */
import type { Popup, ShortlistAnswer, ShortlistedCourse } from "../shortlist";
import type { ShortlistingPreferences } from "../university-search";
import { defineRoute } from "./contract";
import {
  addCourseBody,
  calendarFeedParams,
  deleteCourseQuery,
  dismissPopupBody,
  editPreferencesBody,
  popupParams,
  studentParams,
  updateCourseStatusBody,
} from "./inputs";
import { PATHS } from "./paths";

const tag = "Shortlist";

export const shortlistRoutes = {
  preferences: defineRoute<ShortlistingPreferences>()({
    name: "preferences",
    method: "GET",
    path: PATHS.shortlist.preferences,
    guard: "own-student",
    summary: "The student's shortlisting preferences (defaults until saved).",
    tag,
    params: studentParams,
  }),
  editPreferences: defineRoute<{ success: true; preferences: ShortlistingPreferences }>()({
    name: "editPreferences",
    method: "PUT",
    path: PATHS.shortlist.editPreferences,
    guard: "own-student",
    summary: "Save the student's shortlisting preferences.",
    tag,
    params: studentParams,
    body: editPreferencesBody,
  }),
  checkAndAddCourse: defineRoute<{ success: true; exists: boolean }>()({
    name: "checkAndAddCourse",
    method: "POST",
    path: PATHS.shortlist.checkAndAddCourse,
    guard: "signed-in",
    summary: "Add a program to the shortlist; exists is true when it was already there.",
    tag,
    body: addCourseBody,
    statuses: { 403: "studentId is not the signed-in student.", 404: "No such program." },
  }),
  shortlistUniversities: defineRoute<
    { success: true; updated: number } | { success: true; queued: true; message: string }
  >()({
    name: "shortlistUniversities",
    method: "GET",
    path: PATHS.shortlist.shortlistUniversities,
    guard: "own-student",
    summary: "Recalculate the shortlist's chances now (202 when it finishes in the background).",
    tag,
    params: studentParams,
    statuses: { 202: "Still running; done in a moment.", 503: "Could not recalculate now." },
  }),
  fetchShortlist: defineRoute<ShortlistAnswer>()({
    name: "fetchShortlist",
    method: "GET",
    path: PATHS.shortlist.fetchShortlist,
    guard: "own-student",
    summary:
      "The shortlisted courses, one list per university (best-ranked first), with chances, status and the student's deadlines; {message} when empty.",
    tag,
    params: studentParams,
  }),
  updateCourseStatus: defineRoute<{ success: true; course: ShortlistedCourse }>()({
    name: "updateCourseStatus",
    method: "PUT",
    path: PATHS.shortlist.updateCourseStatus,
    guard: "own-student",
    summary: "Change a shortlisted course's status (the change is kept in its history).",
    tag,
    params: studentParams,
    body: updateCourseStatusBody,
    statuses: {
      400: "Unknown status or missing fields.",
      404: "The course is not on the shortlist.",
      409: "A change the rules refuse (Admitted needs Accepted first).",
    },
  }),
  deleteCourse: defineRoute<{ success: true }>()({
    name: "deleteCourse",
    method: "DELETE",
    path: PATHS.shortlist.deleteCourse,
    guard: "signed-in",
    summary: "Remove a course from the shortlist (its status history is kept).",
    tag,
    query: deleteCourseQuery,
    statuses: {
      403: "studentId is not the signed-in student.",
      404: "The course is not on the shortlist.",
    },
  }),
  popups: defineRoute<Popup[]>()({
    name: "popups",
    method: "GET",
    path: PATHS.shortlist.popups,
    guard: "own-student",
    summary: "The student's popups; show says whether each should be shown now.",
    tag,
    params: studentParams,
  }),
  dismissPopup: defineRoute<{ success: true }>()({
    name: "dismissPopup",
    method: "POST",
    path: PATHS.shortlist.dismissPopup,
    guard: "own-student",
    summary: "Record 'Never Show Again' (is_dismissed true), or undo it (false).",
    tag,
    params: popupParams,
    body: dismissPopupBody,
    statuses: { 404: "No such popup." },
  }),
  calendar: defineRoute<never>()({
    name: "calendar",
    method: "GET",
    path: PATHS.shortlist.calendar,
    guard: "own-student",
    summary: "Every shortlisted course's deadlines as an iCalendar (.ics) download.",
    tag,
    params: studentParams,
    produces: "calendar",
  }),
  resetCalendarFeed: defineRoute<{ success: true; url: string }>()({
    name: "resetCalendarFeed",
    method: "POST",
    path: PATHS.shortlist.resetCalendarFeed,
    guard: "own-student",
    summary:
      "Make a new private calendar subscription URL; the previous one stops working. The URL is shown once.",
    tag,
    params: studentParams,
  }),
  calendarFeed: defineRoute<never>()({
    name: "calendarFeed",
    method: "GET",
    path: PATHS.shortlist.calendarFeed,
    guard: "public",
    summary: "The subscription feed of a student's deadlines (the token is the key; no cookies).",
    tag,
    params: calendarFeedParams,
    produces: "calendar",
    statuses: { 404: "No feed has this token (it was reset, or never existed)." },
  }),
} as const;
