/** The shortlist (spec 2 section 7): preferences, adding a program, recalculating. */
import type { ShortlistingPreferences } from "../university-search";
import { defineRoute } from "./contract";
import { addCourseBody, editPreferencesBody, studentParams } from "./inputs";
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
} as const;
