/**
 * The resume page's calls (spec 1 section 7): the latest evaluated resume through GraphQL, and
 * the .docx upload, which stays REST (multipart) and evicts what it made stale. Also how their
 * failures read to the student.
 */
import { PATHS, pathOf, RESUME_FILE_FIELD, RESUME_MESSAGES, type Resume } from "@gradplan/schema";
import { LatestResumeDocument } from "../../graphql/generated";
import { changedOutsideGraphql, GraphqlFailure, readQuery } from "../../shared/graphql/request";
import { errorAnswerMessage, postUpload, type UploadAnswer } from "../../shared/rest/upload";
import { resumeOf } from "./resumeMapping";

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

/**
 * The student's latest resume, or null when they have none yet. Always asked of the server (the
 * answer still goes into the cache): an upload answered "still being evaluated" lands later, in
 * the worker, outside any request of ours, and the student is told to come back for it.
 */
export async function getResume(signal?: AbortSignal): Promise<Resume | null> {
  const { latestResume } = await readQuery(
    LatestResumeDocument,
    {},
    { signal, fetchPolicy: "network-only" },
  );
  return latestResume ? resumeOf(latestResume) : null;
}

export interface ResumeUpload {
  studentId: string;
  file: File;
  name: string;
  /** Set in update mode: the server re-evaluates that resume instead of adding one. */
  resumeId: string | null;
}

interface EvaluateAnswer extends UploadAnswer {
  newResume?: Resume;
}

/** Resolves with the evaluated resume; rejects with the server's reason when it refuses. */
export async function evaluateResume(upload: ResumeUpload, signal?: AbortSignal): Promise<Resume> {
  const path = pathOf(PATHS.resumes.evaluateResume, { student_id: upload.studentId });
  const answer = await postUpload<EvaluateAnswer>(path, {
    fileField: RESUME_FILE_FIELD,
    file: upload.file,
    fields: { resumeName: upload.name, resumeId: upload.resumeId },
    signal,
  });
  if (!answer.success && answer.message === RESUME_MESSAGES.stillEvaluating) {
    throw new ResumeStillEvaluating(answer.message);
  }
  if (!answer.success || !answer.newResume) {
    throw new ResumeRejected(answer.message || RESUME_MESSAGES.failed);
  }
  evaluationLanded();
  return answer.newResume;
}

/** A new evaluation makes the latest resume, the list and the profile strength stale. */
export function evaluationLanded(): void {
  changedOutsideGraphql("evaluateResume");
}

/**
 * The server's own message when it wrote one for the student (an upload's {success:false,
 * message}, a GraphQL error meant for the student); otherwise `fallback`, so a network error,
 * a crash or a proxy's status line never reaches the student raw.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ResumeRejected || error instanceof ResumeStillEvaluating)
    return error.message;
  if (error instanceof GraphqlFailure && error.isForStudent) return error.message;
  return errorAnswerMessage(error) ?? fallback;
}

export const resumeApi = { getResume, evaluateResume, evaluationLanded };
