/**
 * Resume uploads and reads. An upload is checked (name, type by content, size, zip directory,
 * the 5-resume limit) before anything is stored; a stored upload is evaluated by the worker,
 * which applies the limit again under a lock, so concurrent uploads never pass it.
 */
import { randomUUID } from "node:crypto";
import {
  RESUME_LIMIT,
  RESUME_MESSAGES,
  type Resume,
  type ResumeUploadFields,
  resumeNameProblem,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  BadInputError,
  ConflictError,
  DomainError,
  NotFoundError,
  UnavailableError,
} from "../../core/errors";
import { isUuid } from "../../core/ids";
import type { UploadedFile } from "../../core/route";
import { Student } from "../auth/student.entity";
import { checkDocxUpload } from "./docx-check";
import type { ResumeEvaluationQueue } from "./evaluation-queue";
import { ResumeEntity, ResumeUpload, UPLOAD_STATUS } from "./resume.entities";
import { toResume } from "./resume-mapping";

/**
 * What became of an upload: evaluated within the wait, or stored and still being evaluated
 * (the worker will finish it; the student's page watches for it). No transport in it: the REST
 * shim answers 200 or 202.
 */
export type UploadOutcome = { evaluated: true; resume: Resume } | { evaluated: false };

export class ResumeService {
  constructor(
    private readonly em: EntityManager,
    private readonly evaluations: ResumeEvaluationQueue,
  ) {}

  async latest(studentId: string): Promise<Resume | null> {
    const found = await this.em.findOne(
      ResumeEntity,
      { student: studentId },
      { orderBy: { evaluatedAt: "desc", id: "asc" } },
    );
    return found ? toResume(found) : null;
  }

  async list(studentId: string): Promise<Resume[]> {
    const rows = await this.em.find(
      ResumeEntity,
      { student: studentId },
      { orderBy: { evaluatedAt: "desc", id: "asc" } },
    );
    return rows.map(toResume);
  }

  async upload(
    studentId: string,
    fields: ResumeUploadFields,
    file: UploadedFile | undefined,
  ): Promise<UploadOutcome> {
    const name = fields.resumeName?.trim() ?? "";
    const nameProblem = resumeNameProblem(name);
    if (nameProblem) throw new BadInputError(RESUME_MESSAGES[nameProblem]);
    const checked = await checkDocxUpload(file);
    const replaces = await this.replaced(studentId, fields.resumeId);
    if (!replaces && (await this.em.count(ResumeEntity, { student: studentId })) >= RESUME_LIMIT) {
      throw new ConflictError(RESUME_MESSAGES.limit);
    }
    const upload = this.em.create(ResumeUpload, {
      id: randomUUID(),
      student: this.em.getReference(Student, studentId),
      resumeName: name,
      fileName: checked.filename.slice(0, 255),
      file: checked.buffer,
      fileBytes: checked.buffer.length,
      replacesResumeId: replaces,
      status: UPLOAD_STATUS.pending,
      createdAt: new Date(),
    });
    await this.em.flush();
    return this.outcome(upload.id, await this.evaluations.run(upload.id));
  }

  /** The resume an update replaces: the student's own, or a 404. */
  private async replaced(studentId: string, id: string | undefined): Promise<string | null> {
    if (!id) return null;
    const own = isUuid(id) && (await this.em.count(ResumeEntity, { id, student: studentId }));
    if (!own) throw new NotFoundError(RESUME_MESSAGES.unknownResume);
    return id;
  }

  private async outcome(
    uploadId: string,
    evaluation: Awaited<ReturnType<ResumeEvaluationQueue["run"]>>,
  ): Promise<UploadOutcome> {
    if (evaluation.status === "queued") return { evaluated: false };
    if (evaluation.status === "done") {
      const resume = await this.em.fork().findOneOrFail(ResumeEntity, evaluation.resumeId);
      return { evaluated: true, resume: toResume(resume) };
    }
    // The worker recorded why when the file itself is the problem (unreadable, empty, the
    // limit reached meanwhile); otherwise it is ours. Either way the stored file goes.
    const fork = this.em.fork();
    const upload = await fork.findOne(ResumeUpload, uploadId);
    await fork.nativeDelete(ResumeUpload, { id: uploadId, status: { $ne: UPLOAD_STATUS.done } });
    const message = upload?.failureMessage;
    if (!message) throw new UnavailableError(RESUME_MESSAGES.failed);
    throw message === RESUME_MESSAGES.limit
      ? new ConflictError(message)
      : new DomainError("unprocessable", message);
  }
}
