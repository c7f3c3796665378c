/** REST calls of the feedback form (spec 1 section 7): anonymous, or tied to the student. */
import { type FeedbackInput, PATHS, pathOf } from "@gradplan/schema";
import { restRequest } from "../../shared/api/rest";

export interface FeedbackSubmission {
  feedback: FeedbackInput;
  /** The signed-in student's id; null sends anonymous feedback. */
  studentId: string | null;
}

export function feedbackPath(studentId: string | null): string {
  return studentId === null
    ? pathOf(PATHS.engagement.feedback)
    : pathOf(PATHS.engagement.studentFeedback, { student_id: studentId });
}

/** Resolves on {success:true}; a false success or a failed request rejects (spec 1 section 8). */
export async function submitFeedback({ feedback, studentId }: FeedbackSubmission): Promise<void> {
  const answer = await restRequest<{ success: boolean }>(feedbackPath(studentId), {
    method: "POST",
    body: feedback,
  });
  if (!answer.success) throw new Error("The server did not accept the feedback.");
}

export const feedbackApi = { submitFeedback };
