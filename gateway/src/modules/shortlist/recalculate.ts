/**
 * Recomputes every shortlisted course of one student with the admit-chance model and stores the
 * figures, in one transaction. Idempotent: running it twice writes the same values.
 */
import {
  applicantFromStats,
  assessPrepared,
  type ProgramFacts,
  prepareApplicant,
  type StudentCategory,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Student } from "../auth/student.entity";
import type { ICourse } from "../catalogue/course.entity";
import {
  type FactsRow,
  factsOfRow,
  numberOrNull,
  SELECTIVITY_COLUMNS,
  selectivityOfRow,
} from "../catalogue/course-row";
import { toStudentStats } from "../students/profile-mapping";
import { StudentStats } from "../students/student-stats.entity";

/** The model's facts of a course entity; a figure not known stays null (the model says so). */
export function programFacts(course: ICourse): ProgramFacts {
  return {
    acceptanceRate: course.acceptanceRate ?? null,
    courseRanking: course.courseRanking ?? null,
    gpaAvg: course.gpaAvg ?? null,
    gpaMin: course.gpaMin ?? null,
    greAvg: course.greAvg ?? null,
    greMin: course.greMin ?? null,
    toeflMin: course.toeflMin ?? null,
    ieltsMin: course.ieltsMin ?? null,
    greRequired: (course.greRequired ?? null) as ProgramFacts["greRequired"],
    reportedAdmits: course.reportedAdmits,
    selectivity: selectivityOfRow({
      selectivity_logit: numberOrNull(course.selectivityLogit ?? null),
      selectivity_sd: numberOrNull(course.selectivitySd ?? null),
      selectivity_decisions: course.selectivityDecisions,
      selectivity_university_decisions: course.selectivityUniversityDecisions,
    }),
  };
}

type ShortlistRow = FactsRow & { id: string };

/**
 * One read joining the shortlist to its courses and one UPDATE from a JSON record set: a student
 * who shortlisted the whole catalogue is recalculated in tens of milliseconds, where loading
 * and flushing an entity per row took hundreds.
 */
export async function recalculateShortlist(
  em: EntityManager,
  studentId: string,
  now = new Date(),
): Promise<number> {
  const student = await em.findOne(Student, studentId);
  if (!student) return 0;
  const stats = await em.findOne(StudentStats, { student: studentId });
  const applicant = prepareApplicant(
    applicantFromStats(student.category as StudentCategory, toStudentStats(student, stats)),
  );
  const connection = em.getConnection();
  const rows = await connection.execute<ShortlistRow[]>(
    `select sc.id, c.acceptance_rate, c.course_ranking, c.gpa_avg, c.gpa_min, c.gre_avg, c.gre_min,
            c.toefl_min, c.ielts_min, c.gre_required, c.reported_admits, ${SELECTIVITY_COLUMNS},
            cc.shift as cal_shift, cc.slope as cal_slope, cc.results as cal_results
       from shortlisted_course sc join course c on c.id = sc.course_id
       left join course_calibration cc on cc.course_id = c.id
      where sc.student_id = ?`,
    [studentId],
  );
  if (rows.length === 0) return 0;
  const results = rows.map((row) => {
    // Only the chance, its range and category are stored: no sentences for every course.
    const result = assessPrepared(applicant, factsOfRow(row), { reasons: false });
    return {
      id: row.id,
      category: result.category,
      admit_chances: result.admitChances,
      admit_low: result.admitRange?.low ?? null,
      admit_high: result.admitRange?.high ?? null,
      student_score: result.studentScore,
      course_score: result.courseScore,
      score_tier: result.score_tier,
    };
  });
  await connection.execute(
    `update shortlisted_course sc
        set category = v.category, admit_chances = v.admit_chances, admit_low = v.admit_low,
            admit_high = v.admit_high, student_score = v.student_score,
            course_score = v.course_score, score_tier = v.score_tier,
            calculated_at = ?
       from jsonb_to_recordset(?::jsonb) as v(id uuid, category text, admit_chances smallint,
            admit_low smallint, admit_high smallint, student_score smallint, course_score smallint, score_tier text)
      where sc.id = v.id and sc.student_id = ?`,
    [now, JSON.stringify(results), studentId],
  );
  return rows.length;
}
