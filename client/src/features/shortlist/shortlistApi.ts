/** The shortlist's writes through GraphQL (spec 2 section 7); each names what it makes stale. */
import {
  CheckAndAddCourseDocument,
  DeleteShortlistedCourseDocument,
  ResetCalendarFeedDocument,
  SetOwnDeadlineDocument,
  type ShortlistedCourseFieldsFragment,
  UpdateCourseStatusDocument,
} from "../../graphql/generated";
import { runMutation } from "../../shared/graphql/request";

export interface ShortlistAddInput {
  courseId: number;
}

/** Adds the course unless it is on the shortlist already; `exists` says it was. */
export async function checkAndAddCourse(input: ShortlistAddInput): Promise<{ exists: boolean }> {
  const data = await runMutation(CheckAndAddCourseDocument, input, "checkAndAddCourse");
  return { exists: data.checkAndAddCourse };
}

/** A course as the status change names it: by university, course and degree code (spec 2 §4). */
export interface StatusChangeInput {
  universityName: string;
  courseName: string;
  degreeCode: string;
  status: string;
}

/** Stores the new status; the answer (the changed course) updates the cached course in place. */
export async function updateCourseStatus(
  input: StatusChangeInput,
): Promise<ShortlistedCourseFieldsFragment> {
  const data = await runMutation(UpdateCourseStatusDocument, { input }, "updateCourseStatus");
  return data.updateCourseStatus;
}

/** Removes the course; the shortlist (and the popups) are read again. */
export async function deleteShortlistedCourse(input: ShortlistAddInput): Promise<void> {
  await runMutation(DeleteShortlistedCourseDocument, input, "deleteShortlistedCourse");
}

/** Makes a new private subscription URL (the old one stops working) and returns it: shown once. */
export async function resetCalendarFeed(): Promise<string> {
  const data = await runMutation(ResetCalendarFeedDocument, {}, "resetCalendarFeed");
  const url = data.resetCalendarFeed.url;
  if (!url) throw new Error("The server sent no subscription URL.");
  return url;
}

export interface OwnDeadlineInput {
  courseId: number;
  /** YYYY-MM-DD, or null to remove it. */
  date: string | null;
}

/** Sets or removes the student's own deadline; the shortlist is read again. */
export async function setOwnDeadline(input: OwnDeadlineInput): Promise<string | null> {
  const data = await runMutation(SetOwnDeadlineDocument, input, "setOwnDeadline");
  return data.setOwnDeadline.own_deadline;
}

/** The server's message when it was written for the student (a refused change), else `fallback`. */
export { studentMessage } from "../../shared/graphql/request";

export const shortlistApi = {
  checkAndAddCourse,
  updateCourseStatus,
  deleteShortlistedCourse,
  resetCalendarFeed,
  setOwnDeadline,
};
