/**
 * The student profile: read it whole, update personal information or stats with the spec's
 * checks (nothing is written when one fails), and derive progress and profile strength.
 */
import {
  abScore,
  applicantFromStats,
  type ChanceNeed,
  chancesNeed,
  PROFILE_MESSAGES,
  type ProfileIssue,
  type ProfileStrength,
  type Progress,
  personalIssues,
  profileProgress,
  type StudentDetails,
  type StudentInfo,
  type StudentProfile,
  type StudentStats as StudentStatsShape,
  type UpdateStudentInfoInput,
  type UpdateStudentStatsInput,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import { BadInputError, NotFoundError } from "../../core/errors";
import type { DomainLoaders } from "../../core/loaders";
import type { IStudent } from "../auth/student.entity";
import { statsColumns, toStudentInfo, toStudentStats } from "./profile-mapping";
import { finalizeStats, mergeStats, sectionsToCheck, statsIssues } from "./stats-update";
import { type IStudentStats, StudentStats } from "./student-stats.entity";

export const STUDENT_NOT_FOUND = "We could not find this student.";
const COUNTRY_CODE = /^[A-Z]{2}$/;

function rejectIssues(issues: ProfileIssue[]): void {
  if (issues.length === 0) return;
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  throw new BadInputError(issues[0]?.message ?? PROFILE_MESSAGES.updateFailed, errors);
}

/** The request's loaders the profile reads through (student-loaders.ts). */
export type ProfileLoaders = DomainLoaders["students"];

export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly loaders: ProfileLoaders,
    private readonly today: () => Date = () => new Date(),
  ) {}

  /**
   * The student's rows through the request's loaders, both at once: the profile page's profile,
   * progress and strength in one GraphQL document read each row once, not three times. The rows
   * are the EntityManager's own (managed), so a write assigns to them and flushes.
   */
  private async read(studentId: string): Promise<{ student: IStudent; row: IStudentStats | null }> {
    const [student, row] = await Promise.all([
      this.loaders.student.load(studentId),
      this.loaders.studentStats.load(studentId),
    ]);
    if (!student) throw new NotFoundError(STUDENT_NOT_FOUND);
    return { student, row };
  }

  async profile(studentId: string): Promise<StudentProfile> {
    const { student, row } = await this.read(studentId);
    return { studentInfo: toStudentInfo(student), studentStats: toStudentStats(student, row) };
  }

  async details(studentId: string): Promise<StudentDetails> {
    const { studentInfo: info, studentStats: stats } = await this.profile(studentId);
    return {
      student_id: info.student_id,
      full_name: `${info.firstname} ${info.lastname}`,
      email_id: info.email_id,
      dob: info.dob,
      undergrad_university: info.undergrad_university,
      category: info.category,
      degree: stats.degree,
      program: stats.program,
    };
  }

  async progress(studentId: string): Promise<Progress> {
    const { studentInfo, studentStats } = await this.profile(studentId);
    return profileProgress(studentInfo, studentStats);
  }

  /** What the profile still lacks for a chance (schema's chancesNeed); [] when nothing. */
  async chancesNeed(studentId: string): Promise<ChanceNeed[]> {
    const { studentInfo, studentStats } = await this.profile(studentId);
    return chancesNeed(studentInfo.category, studentStats);
  }

  /** The resume and SOP scores are their latest evaluations' (null until one exists). */
  async strength(studentId: string): Promise<ProfileStrength> {
    const [{ studentInfo, studentStats }, resumeScore, sopScore] = await Promise.all([
      this.profile(studentId),
      this.loaders.latestResumeScore.load(studentId),
      this.loaders.latestSopScore.load(studentId),
    ]);
    return {
      abScore: abScore(applicantFromStats(studentInfo.category, studentStats)),
      sop_overall_score: sopScore,
      resume_overall_score: resumeScore,
    };
  }

  async updateInfo(studentId: string, input: UpdateStudentInfoInput): Promise<StudentInfo> {
    rejectIssues(
      personalIssues(
        {
          firstName: input.firstname,
          lastName: input.lastname,
          dateOfBirth: input.dob ?? null,
          gender: input.gender ?? null,
          category: input.category ?? null,
          undergradUniversity: input.undergrad_university ?? null,
        },
        this.today(),
      ),
    );
    const nationality = input.nationality?.trim().toUpperCase() || null;
    if (nationality && !COUNTRY_CODE.test(nationality)) {
      throw new BadInputError(PROFILE_MESSAGES.invalidNationality, {
        nationality: PROFILE_MESSAGES.invalidNationality,
      });
    }
    const { student } = await this.read(studentId);
    this.em.assign(student, {
      firstName: input.firstname.trim(),
      lastName: input.lastname.trim(),
      nationality,
      dateOfBirth: input.dob?.trim() ?? null,
      gender: input.gender ?? null,
      category: input.category as string,
      categoryConfirmed: true,
      undergradUniversity: input.undergrad_university?.trim() ?? null,
    });
    await this.em.flush();
    return toStudentInfo(student);
  }

  async updateStats(studentId: string, input: UpdateStudentStatsInput): Promise<StudentStatsShape> {
    const { student, row } = await this.read(studentId);
    const stored = toStudentStats(student, row);
    const next = mergeStats(stored, input);
    rejectIssues(statsIssues(next, student.category, sectionsToCheck(stored, next, input.section)));
    const final = finalizeStats(next);
    const answered = new Set(stored.answered_sections);
    if (input.section) answered.add(input.section);
    const columns = { ...statsColumns(final), answeredSections: [...answered] };
    const stats = row
      ? this.em.assign(row, columns)
      : this.em.create(StudentStats, { student, ...columns, updatedAt: new Date() });
    student.applyingSemester = final.applying_semester;
    await this.em.flush();
    // A later read in this request (another mutation of the document) sees the new row.
    this.loaders.studentStats.clear(studentId).prime(studentId, stats);
    return toStudentStats(student, stats);
  }
}
