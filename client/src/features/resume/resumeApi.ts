/**
 * REST calls of the resume page (spec 1 section 7): the latest evaluated resume, and a .docx
 * upload the server evaluates before answering. Also how their failures read to the student.
 */
import { PATHS, pathOf, RESUME_FILE_FIELD, RESUME_MESSAGES, type Resume } from "@gradplan/schema";
import { RestError, restRequest } from "../../shared/api/rest";

/** The server answered, but said no: its message is meant for the student. */
export class ResumeRejected extends Error {
  override name = "ResumeRejected";
}

/**
 * The server stored the file but its evaluation outlasted the wait (a 202): the resume will
 * appear once the worker finishes, so this is not a failure to retry.
 */
export class ResumeStillEvaluating extends Error {
  override name = "ResumeStillEvaluating";
}

/** The student's latest resume, or null when they have none yet. */
export function getResume(studentId: string, signal?: AbortSignal): Promise<Resume | null> {
  return restRequest<Resume | null>(pathOf(PATHS.resumes.resumeData, { student_id: studentId }), {
    signal,
  });
}

export interface ResumeUpload {
  studentId: string;
  file: File;
  name: string;
  /** Set in update mode: the server re-evaluates that resume instead of adding one. */
  resumeId: string | null;
}

interface EvaluateAnswer {
  success: boolean;
  newResume?: Resume;
  message?: string;
}

/** Resolves with the evaluated resume; rejects with the server's reason when it refuses. */
export async function evaluateResume(upload: ResumeUpload, signal?: AbortSignal): Promise<Resume> {
  const form = new FormData();
  form.append(RESUME_FILE_FIELD, upload.file, upload.file.name);
  form.append("resumeName", upload.name);
  if (upload.resumeId !== null) form.append("resumeId", upload.resumeId);
  const route = PATHS.resumes.evaluateResume;
  const answer = await restRequest<EvaluateAnswer>(
    pathOf(route, { student_id: upload.studentId }),
    {
      method: "POST",
      body: form,
      signal,
    },
  );
  if (!answer.success && answer.message === RESUME_MESSAGES.stillEvaluating) {
    throw new ResumeStillEvaluating(answer.message);
  }
  if (!answer.success || !answer.newResume) {
    throw new ResumeRejected(answer.message || RESUME_MESSAGES.failed);
  }
  return answer.newResume;
}

/**
 * The server's own message when it gave one ({success:false, message}); otherwise `fallback`, so
 * a network error or a proxy's status line never reaches the student raw.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ResumeRejected || error instanceof ResumeStillEvaluating)
    return error.message;
  if (error instanceof RestError && hasMessage(error.body)) return error.message;
  return fallback;
}

function hasMessage(body: unknown): boolean {
  return (
    typeof body === "object" &&
    body !== null &&
    "message" in body &&
    typeof body.message === "string" &&
    body.message.trim() !== ""
  );
}

export const resumeApi = { getResume, evaluateResume };
