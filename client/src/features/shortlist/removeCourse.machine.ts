/**
 * Removing a course from the shortlist, confirmed in a dialog (confirmRemoval.machine). The
 * removal evicts the shortlist (cache.ts), so the list reads again without the course.
 */
import { SHORTLIST_MESSAGES } from "@gradplan/schema";
import { confirmRemovalMachine } from "../../shared/machines/confirmRemoval.machine";
import { shortlistApi, studentMessage } from "./shortlistApi";

export interface RemovableCourse {
  course_id: number;
  course_name: string;
  university_name: string;
}

export const removeCourseMachine = confirmRemovalMachine<RemovableCourse>({
  id: "removeCourse",
  remove: ({ item }) => shortlistApi.deleteShortlistedCourse({ courseId: item.course_id }),
  failureMessage: (error) => studentMessage(error, SHORTLIST_MESSAGES.removeFailed),
});

export type RemoveCourseMachine = typeof removeCourseMachine;
