/**
 * The SOP page's calls (issue 14): the list and one SOP, the draft writer, the evaluation of
 * pasted text and the removal through GraphQL; the .docx upload over REST (multipart), which
 * evicts what it made stale itself; the .docx download's URL. Also how their failures read.
 */
import {
  PATHS,
  pathOf,
  SOP_FILE_FIELD,
  SOP_MESSAGES,
  type SopAnswers,
  type SopDetails,
  type SopSummary,
} from "@gradplan/schema";
import {
  DeleteSopDocument,
  EvaluateSopDocument,
  GenerateSopDocument,
  type SopDetailsFieldsFragment,
  SopDocument,
  SopsDocument,
} from "../../graphql/generated";
import {
  changedOutsideGraphql,
  GraphqlFailure,
  type ReadOptions,
  readQuery,
  runMutation,
} from "../../shared/graphql/request";
import { errorAnswerMessage, postUpload, type UploadAnswer } from "../../shared/rest/upload";
import { sopOf, sopSummaryOf } from "./sopMapping";

/** The server answered, but said no: its message is meant for the student. */
export class SopRejected extends Error {
  override name = "SopRejected";
}

/**
 * The server took the request but its work outlasted the wait (success false, a 202): the SOP
 * will appear in the list once the worker finishes, so this is not a failure to retry.
 */
export class SopPending extends Error {
  override name = "SopPending";
}

/** The student's SOPs, newest first, asked of the server (a pending one lands in the worker). */
export async function listSops(signal?: AbortSignal): Promise<SopSummary[]> {
  const { sops } = await readQuery(SopsDocument, {}, { signal, fetchPolicy: "network-only" });
  return sops.map(sopSummaryOf);
}

export async function getSop(
  sopId: string,
  { signal, fetchPolicy }: ReadOptions = {},
): Promise<SopDetails> {
  const { sop } = await readQuery(SopDocument, { sopId }, { signal, fetchPolicy });
  return sopOf(sop);
}

/** Where a program is going: both optional, blank read as none. */
export interface SopProgram {
  universityName: string;
  courseName: string;
}

export interface SopGeneration extends SopProgram {
  name: string;
  answers: SopAnswers;
}

/** The stored draft (not yet evaluated); rejects with SopPending while it is still being written. */
export async function generateSop({
  name,
  answers,
  ...program
}: SopGeneration): Promise<SopDetails> {
  const { generateSop: answer } = await runMutation(
    GenerateSopDocument,
    { input: { sop_name: name, ...programInput(program), answers } },
    "generateSop",
  );
  return written(answer, SOP_MESSAGES.generationFailed);
}

export interface SopTextEvaluation extends SopProgram {
  /** Set to re-evaluate that SOP, its text replaced; null stores a new SOP. */
  sopId: string | null;
  name: string;
  text: string;
}

export async function evaluateSopText({
  sopId,
  name,
  text,
  ...program
}: SopTextEvaluation): Promise<SopDetails> {
  const { evaluateSop: answer } = await runMutation(
    EvaluateSopDocument,
    {
      input: {
        sop_name: name,
        text,
        ...(sopId ? { sop_id: sopId } : {}),
        ...programInput(program),
      },
    },
    "evaluateSop",
  );
  return written(answer, SOP_MESSAGES.evaluationFailed);
}

export interface SopUpload extends SopProgram {
  studentId: string;
  sopId: string | null;
  name: string;
  file: File;
}

interface SopUploadAnswer extends UploadAnswer {
  newSOP?: SopDetails | null;
}

/** Resolves with the evaluated SOP; rejects with the server's reason when it refuses. */
export async function uploadSop(upload: SopUpload, signal?: AbortSignal): Promise<SopDetails> {
  const path = pathOf(PATHS.sops.evaluate, { student_id: upload.studentId });
  const answer = await postUpload<SopUploadAnswer>(path, {
    fileField: SOP_FILE_FIELD,
    file: upload.file,
    fields: { sop_name: upload.name, sop_id: upload.sopId || null, ...programInput(upload) },
    signal,
  });
  if (!answer.success) {
    if (answer.message === SOP_MESSAGES.stillEvaluating) throw new SopPending(answer.message);
    throw new SopRejected(answer.message || SOP_MESSAGES.evaluationFailed);
  }
  if (!answer.newSOP) throw new SopRejected(SOP_MESSAGES.evaluationFailed);
  sopChanged();
  return sopOf(answer.newSOP);
}

export async function deleteSop(sopId: string): Promise<void> {
  await runMutation(DeleteSopDocument, { sopId }, "deleteSop");
}

/** An evaluation landed outside our requests (a pending one, or the upload): evict its readers. */
export function sopChanged(): void {
  changedOutsideGraphql("evaluateSop");
}

/** The .docx of a stored SOP: a plain link downloads it (same origin, the cookies go along). */
export function sopDownloadUrl(sopId: string): string {
  return pathOf(PATHS.sops.download, { sopId });
}

/**
 * The server's own message when it wrote one for the student (a refusal, a GraphQL error meant
 * for the student, an error answer's message); otherwise `fallback`, so a network error, a crash
 * or a proxy's status line never reaches the student raw.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof SopRejected || error instanceof SopPending) return error.message;
  if (error instanceof GraphqlFailure && error.isForStudent) return error.message;
  return errorAnswerMessage(error) ?? fallback;
}

interface WriteAnswer {
  success: boolean;
  message: string;
  newSOP: SopDetailsFieldsFragment | null;
}

function written(answer: WriteAnswer, failed: string): SopDetails {
  if (!answer.success) throw new SopPending(answer.message);
  if (!answer.newSOP) throw new SopRejected(answer.message || failed);
  return sopOf(answer.newSOP);
}

/** Optional names: trimmed, and left out when blank (the server reads blank as none too). */
function programInput({ universityName, courseName }: SopProgram) {
  return {
    universityName: universityName.trim() || null,
    courseName: courseName.trim() || null,
  };
}

export const sopApi = {
  listSops,
  getSop,
  generateSop,
  evaluateSopText,
  uploadSop,
  deleteSop,
  sopChanged,
};
