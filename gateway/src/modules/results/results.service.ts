/**
 * Sharing results (docs/results.md): the form's rules again on what arrives, then one
 * transaction that stores the submission and its applications, each linked to its catalogue
 * course. The same submission sent twice is one row (its fingerprint); an implausible one, or
 * one of a burst of the same decision for a course from the crowd (trust.ts), is held for staff;
 * a burst from one address is refused.
 */
import { createHash, randomUUID } from "node:crypto";
import {
  applicantFromResult,
  assessPrepared,
  type DecisionWithChance,
  foldName,
  implausibility,
  MAX_ID,
  normalizeSubmitResults,
  prepareApplicant,
  type ReviewStatus,
  type SubmitResultsInput,
  seasonYearOf,
  storedApplicantOf,
  submitResultsIssues,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { AttemptLimiter } from "../../core/attempt-limiter";
import { BadInputError, NotFoundError, TooManyAttemptsError } from "../../core/errors";
import { Student } from "../auth/student.entity";
import { Course } from "../catalogue/course.entity";
import { University } from "../catalogue/university.entity";
import { programFacts } from "../shortlist/recalculate";
import { ResultApplication, ResultSubmission } from "./results.entities";
import { BURST, MEMBER_AGE_DAYS } from "./trust";

export const RESULTS_MESSAGES = {
  tooMany: "You have shared many results in a short time. Please try again in an hour.",
  unknownUniversity: "Pick the university from the list.",
  notFound: "We could not find this submission.",
} as const;

/** An ISO day; the server accepts a notification dated "today" anywhere on Earth (UTC+14). */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

export interface SubmitOutcome {
  /** False when the same submission was already stored. */
  stored: boolean;
  status: ReviewStatus;
}

export class ResultsService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: AttemptLimiter,
    /** The keyed hash of the sender's network stored with a submission (trust.ts). */
    private readonly networkKeyOf: (ip: string) => string,
  ) {}

  async submit(
    raw: SubmitResultsInput,
    who: { ip: string; studentId: string | null },
    now = new Date(),
  ): Promise<SubmitOutcome> {
    const issues = submitResultsIssues(raw, latestToday(now));
    const first = Object.values(issues)[0];
    if (first) throw new BadInputError(first, issues);
    const subject = who.studentId ?? who.ip;
    if (await this.limiter.isBlocked(subject, who.ip)) {
      throw new TooManyAttemptsError(RESULTS_MESSAGES.tooMany);
    }
    await this.limiter.record(subject, who.ip);
    const input = normalizeSubmitResults(raw);
    const fingerprint = createHash("sha256")
      .update(JSON.stringify({ ...input, email: input.email?.trim().toLowerCase() ?? null }))
      .digest("hex");

    return this.em.transactional(async (em) => {
      const applications = await this.linked(em, input);
      const applicant = storedApplicantOf(input);
      // Prepared once: every application is scored for the same applicant.
      const model = prepareApplicant(applicantFromResult(applicant));
      const decisions: DecisionWithChance[] = applications.map((a) => ({
        decision: a.decision,
        chance: a.course
          ? assessPrepared(model, programFacts(a.course), { reasons: false }).admitChances
          : null,
      }));
      const reason =
        implausibility(applicant.gpa, decisions) ??
        (await this.burst(em, applications, who.studentId, now));
      const status: ReviewStatus = reason ? "held" : "accepted";
      // Two identical submissions at once: the second waits here, then finds the first.
      await em.execute("select pg_advisory_xact_lock(hashtextextended(?, 0))", [fingerprint]);
      const existing = await em.findOne(ResultSubmission, { fingerprint });
      if (existing) return { stored: false, status: existing.reviewStatus };
      const submission = em.create(ResultSubmission, {
        id: randomUUID(),
        fingerprint,
        student: who.studentId ? em.getReference(Student, who.studentId) : null,
        name: input.name?.trim() || null,
        email: input.email?.trim().toLowerCase() || null,
        category: applicant.category,
        undergradUniversity: input.undergradUniversity!.trim(),
        undergradKey: foldName(input.undergradUniversity!),
        undergradCourse: input.undergradCourse!.trim(),
        currentEducationLevel: input.currentEducationLevel!,
        gpa: applicant.gpa,
        gpaTenScale: input.gpaTenScale,
        englishTest: applicant.englishTest,
        englishScore: applicant.englishScore,
        englishScores: input.englishTestScores as Record<string, number | string | null> | null,
        greTest: applicant.greTest,
        greVerbal: applicant.greVerbal,
        greQuantitative: applicant.greQuantitative,
        greWriting: applicant.greWriting,
        researchPapers: applicant.researchPapers,
        conferences: applicant.conferences,
        activities: applicant.activities as Record<string, string>[],
        workFulltimeMonths: applicant.workFulltimeMonths,
        workInternshipMonths: applicant.workInternshipMonths,
        reviewStatus: status,
        reviewReason: reason,
        reviewedBy: null,
        reviewedAt: null,
        sourceNetwork: this.networkKeyOf(who.ip),
        sample: false,
        createdAt: now,
      });
      const today = now.toISOString().slice(0, 10);
      applications.forEach((a, position) => {
        em.create(ResultApplication, {
          id: randomUUID(),
          submission,
          university: a.university,
          universityName: a.university.name,
          course: a.course,
          courseName: a.courseName,
          semester: a.semester,
          seasonYear: seasonYearOf(a.notificationDate, today),
          decision: a.decision,
          notificationDate: a.notificationDate,
          notificationMethod: a.notificationMethod,
          position,
        });
      });
      await em.flush();
      return { stored: true, status };
    });
  }

  /**
   * Why a crowd's submission (trust.ts: anonymous, or from a new account) is held as part of a
   * burst: BURST.results results of the same decision for one of its courses in the window
   * already. Null when none is, or when a member shares it.
   */
  private async burst(
    em: EntityManager,
    applications: { course: { id: number; courseName: string } | null; decision: string }[],
    studentId: string | null,
    now: Date,
  ): Promise<string | null> {
    if (studentId) {
      const student = await em.findOne(Student, studentId, { fields: ["createdAt"] });
      const age = student ? now.getTime() - student.createdAt.getTime() : 0;
      if (age >= MEMBER_AGE_DAYS * 86_400_000) return null;
    }
    const decided = applications.filter(
      (a) => a.course && (a.decision === "Accepted" || a.decision === "Rejected"),
    );
    if (decided.length === 0) return null;
    // Submissions at once for one course count one after another (the lock lasts until commit).
    for (const id of [...new Set(decided.map((a) => a.course!.id))].sort((x, y) => x - y)) {
      await em.execute("select pg_advisory_xact_lock(hashtextextended(?, 0))", [`burst:${id}`]);
    }
    const since = new Date(now.getTime() - BURST.windowHours * 3_600_000);
    const counts = await em.execute<{ course_id: number; decision: string; results: string }[]>(
      `select a.course_id, a.decision, count(*) as results
         from result_application a join result_submission s on s.id = a.submission_id
        where s.created_at > ? and s.review_status <> 'refused' and not s.sample
          and (a.course_id, a.decision) in (
            select (v->>'course')::int, v->>'decision' from jsonb_array_elements(?::jsonb) v)
        group by a.course_id, a.decision`,
      [since, JSON.stringify(decided.map((a) => ({ course: a.course!.id, decision: a.decision })))],
    );
    const over = counts.find((c) => Number(c.results) >= BURST.results);
    if (!over) return null;
    const course = decided.find((a) => a.course!.id === over.course_id)!.course!;
    return `${over.results} ${over.decision} results for ${course.courseName} in ${BURST.windowHours} hours already: held as a possible burst.`;
  }

  /** Each application with its university (which must exist) and course (when one matches). */
  private async linked(em: EntityManager, input: SubmitResultsInput) {
    const applications = input.appliedToUniversities;
    const ids = applications.map((a) => {
      const id = Number(a.appliedUniversity?.universityId);
      return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : 0;
    });
    const known = new Map(
      (await em.find(University, { id: { $in: ids.filter((id) => id > 0) } })).map((u) => [
        u.id,
        u,
      ]),
    );
    const errors: Record<string, string> = {};
    ids.forEach((id, i) => {
      if (!known.has(id)) {
        errors[`appliedToUniversities.${i}.appliedUniversity`] = RESULTS_MESSAGES.unknownUniversity;
      }
    });
    const firstError = Object.values(errors)[0];
    if (firstError) throw new BadInputError(firstError, errors);
    const courses = await em.find(Course, { university: { $in: [...known.keys()] } });
    const byName = new Map(courses.map((c) => [`${c.university.id}|${foldName(c.courseName)}`, c]));
    return applications.map((a, i) => {
      const university = known.get(ids[i]!)!;
      const courseName = a.appliedCourse!.trim();
      return {
        university,
        course: byName.get(`${university.id}|${foldName(courseName)}`) ?? null,
        courseName,
        semester: a.appliedSemester!,
        decision: a.applicationDecision as DecisionWithChance["decision"],
        notificationDate: a.notificationDate?.trim() || null,
        notificationMethod: a.notificationMethod || null,
      };
    });
  }

  /** The student's undergrad university, as their profile names it. */
  async undergradOf(studentId: string): Promise<string | null> {
    const student = await this.em.findOne(Student, studentId, { fields: ["undergradUniversity"] });
    return student?.undergradUniversity ?? null;
  }

  /** Staff: the submissions held for review, oldest first (no name or email). */
  async held(limit = 100) {
    const held = await this.em.find(
      ResultSubmission,
      { reviewStatus: "held" },
      { orderBy: { createdAt: "asc" }, limit },
    );
    const applications = await this.em.find(
      ResultApplication,
      { submission: { $in: held.map((h) => h.id) } },
      { orderBy: { position: "asc" } },
    );
    return held.map((h) => ({
      id: h.id,
      createdAt: h.createdAt,
      reason: h.reviewReason ?? null,
      category: h.category,
      gpa: h.gpa,
      applications: applications
        .filter((a) => a.submission.id === h.id)
        .map((a) => ({
          universityName: a.universityName,
          courseName: a.courseName,
          decision: a.decision,
        })),
    }));
  }

  /** Staff: show and use a held submission, or refuse it. */
  async review(id: string, accept: boolean, reviewer: string): Promise<ReviewStatus> {
    const submission = await this.em.findOne(ResultSubmission, { id });
    if (!submission) throw new NotFoundError(RESULTS_MESSAGES.notFound);
    submission.reviewStatus = accept ? "accepted" : "refused";
    submission.reviewedBy = reviewer;
    submission.reviewedAt = new Date();
    await this.em.flush();
    return submission.reviewStatus;
  }
}
