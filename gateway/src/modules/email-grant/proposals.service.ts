/**
 * Proposals: decisions found in the inbox (or in a pasted text) that the student accepts or
 * dismisses. Accepting changes the status through the shortlist's own service, as a manual
 * change does; nothing changes a status without the student's click (docs/email-grant.md).
 */
import {
  classifyPastedText,
  type DecisionKind,
  isDecision,
  PASTED_TEXT_MAX,
  PROPOSAL_MESSAGES,
  type ShortlistStatus,
  type UpdateCourseStatusInput,
  writtenDate,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import { BadInputError, ConflictError, NotFoundError } from "../../core/errors";
import { EmailDecision, PROPOSAL_STATUS } from "./email-grant.entities";
import { courseOf, pastedKey, propose, shortlistUniversities } from "./sync";

/** The shortlist status a decision sets; Interview and Information request set none. */
export function statusOfDecision(kind: string): ShortlistStatus | null {
  return kind === "Accepted" || kind === "Rejected" || kind === "Wait Listed" ? kind : null;
}

export interface ProposalView {
  id: string;
  source: string;
  sender: string;
  receivedAt: Date;
  subject: string;
  decision: string;
  proposedStatus: string | null;
  universityId: number | null;
  universityName: string | null;
  courseId: number | null;
  courseName: string | null;
  sentence: string | null;
}

type UpdateStatus = (studentId: string, input: UpdateCourseStatusInput) => Promise<unknown>;

export class ProposalsService {
  constructor(
    private readonly em: EntityManager,
    private readonly updateStatus: UpdateStatus,
  ) {}

  async list(studentId: string): Promise<ProposalView[]> {
    const rows = await this.em.execute<(ProposalView & { course_name: string | null })[]>(
      `select d.id, d.source, d.sender, d.received_at as "receivedAt", d.subject, d.decision,
              d.university_id as "universityId", d.university_name as "universityName",
              d.course_id as "courseId", c.course_name as "courseName", d.sentence
         from email_decision d left join course c on c.id = d.course_id
        where d.student_id = ? and d.status = ?
        order by d.received_at desc`,
      [studentId, PROPOSAL_STATUS.proposed],
    );
    // A raw query answers timestamps as PostgreSQL's text, which the DateTimeISO scalar refuses.
    return rows.map((r) => ({
      ...r,
      receivedAt: new Date(r.receivedAt),
      proposedStatus: statusOfDecision(r.decision),
    }));
  }

  private async open(studentId: string, id: string) {
    const proposal = /^[0-9a-f-]{36}$/i.test(id)
      ? await this.em.findOne(EmailDecision, { id, student: studentId })
      : null;
    if (!proposal) throw new NotFoundError(PROPOSAL_MESSAGES.notFound);
    if (proposal.status !== PROPOSAL_STATUS.proposed)
      throw new ConflictError(PROPOSAL_MESSAGES.resolved);
    return proposal;
  }

  /** Sets the proposed status on the shortlisted course (the one named, or `courseId`). */
  async accept(studentId: string, id: string, courseId: number | null): Promise<ShortlistStatus> {
    const proposal = await this.open(studentId, id);
    const status = statusOfDecision(proposal.decision);
    if (!status) throw new BadInputError(PROPOSAL_MESSAGES.noStatus);
    const target = courseId ?? proposal.courseId;
    if (target === null || target === undefined)
      throw new BadInputError(PROPOSAL_MESSAGES.pickCourse);
    const [course] = await this.em.execute<
      { university_name: string; course_name: string; degree_code: string }[]
    >(
      `select u.name as university_name, c.course_name, c.degree_code
         from shortlisted_course sc join course c on c.id = sc.course_id
         join university u on u.id = c.university_id
        where sc.student_id = ? and c.id = ? and u.id = ?`,
      [studentId, target, proposal.universityId],
    );
    if (!course) throw new BadInputError(PROPOSAL_MESSAGES.notOnShortlist);
    await this.updateStatus(studentId, {
      universityName: course.university_name,
      courseName: course.course_name,
      degreeCode: course.degree_code,
      status,
    });
    proposal.status = PROPOSAL_STATUS.accepted;
    proposal.courseId = target;
    proposal.resolvedAt = new Date();
    await this.em.flush();
    return status;
  }

  async dismiss(studentId: string, id: string): Promise<void> {
    const proposal = await this.open(studentId, id);
    proposal.status = PROPOSAL_STATUS.dismissed;
    proposal.resolvedAt = new Date();
    await this.em.flush();
  }

  /** A decision email's text pasted by the student: the same classifier, a proposal if found. */
  async fromPastedText(
    studentId: string,
    text: string,
  ): Promise<{ kind: DecisionKind; proposed: boolean }> {
    if (text.length > PASTED_TEXT_MAX) throw new BadInputError(PROPOSAL_MESSAGES.pastedTooLong);
    const universities = await shortlistUniversities(this.em, studentId);
    const finding = classifyPastedText(text, universities);
    const now = new Date();
    if (!isDecision(finding.kind) || finding.universityId === null) {
      throw new BadInputError(PROPOSAL_MESSAGES.notADecision);
    }
    const proposed = await propose(
      this.em,
      studentId,
      "pasted",
      pastedKey(text),
      // The email's own date when its header was pasted with it, else the moment of pasting.
      writtenDate(finding.date, now) ?? now,
      finding,
      courseOf(finding, universities),
    );
    return { kind: finding.kind, proposed };
  }
}
