/**
 * Refitting the admit-chance calibration (docs/results.md), a data step the calibration job and
 * `npm start`'s sample data run: read every accepted Accepted/Rejected result of a catalogue
 * course as the uncalibrated model's logit, with the visitor who sent it and how far it is trusted
 * (trust.ts: the crowd's results answer together), report the accuracy on
 * held-out results, fit on all of them, and store the fit and every course's adjustment in one
 * transaction. Answers the courses whose adjustment changed, so only their shortlists are
 * recalculated.
 */
import { randomUUID } from "node:crypto";
import {
  applicantFromResult,
  type CalibrationObservation,
  CROWD_SOURCE,
  calibrationObservation,
  calibrationReport,
  courseCalibration,
  fitCalibration,
  type PublishedCalibrationReport,
  prepareApplicant,
  type StoredApplicant,
  type StudentCategory,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import { type FactsRow, factsOfRow, SELECTIVITY_COLUMNS } from "../catalogue/course-row";
import { AdmitCalibration } from "./results.entities";
import { TRUST_SQL, type Trust, visitorsOf } from "./trust";

type ResultRow = Omit<FactsRow, "cal_shift" | "cal_slope" | "cal_results"> & {
  submission_id: string;
  sender_email: string | null;
  student_id: string | null;
  source_network: string | null;
  trust: Trust;
  course_id: number;
  university_id: number;
  degree_code: string;
  decision: string;
  sample: boolean;
  category: string;
  gpa: string;
  english_test: string;
  english_score: string | null;
  gre_test: string;
  gre_verbal: number | null;
  gre_quantitative: number | null;
  gre_writing: string | null;
  research_papers: string[];
  conferences: string[];
  activities: StoredApplicant["activities"];
  work_fulltime_months: number;
  work_internship_months: number;
};

const num = (value: string | null) => (value === null ? null : Number(value));

function applicantOf(row: ResultRow): StoredApplicant {
  return {
    category: row.category as StudentCategory,
    gpa: Number(row.gpa),
    englishTest: row.english_test,
    englishScore: num(row.english_score),
    greTest: row.gre_test,
    greVerbal: row.gre_verbal,
    greQuantitative: row.gre_quantitative,
    greWriting: num(row.gre_writing),
    researchPapers: row.research_papers,
    conferences: row.conferences,
    activities: row.activities,
    workFulltimeMonths: row.work_fulltime_months,
    workInternshipMonths: row.work_internship_months,
  };
}

/** The decided results of catalogue courses, as the uncalibrated model reads them. */
async function observations(em: EntityManager) {
  const rows = await em.execute<ResultRow[]>(
    `select s.id as submission_id, s.category, s.gpa, s.english_test, s.english_score, s.gre_test,
            s.gre_verbal, s.gre_quantitative, s.gre_writing, s.research_papers, s.conferences,
            s.activities, s.work_fulltime_months, s.work_internship_months, s.sample,
            coalesce(lower(st.email), s.email) as sender_email, s.student_id, s.source_network,
            ${TRUST_SQL} as trust,
            a.decision, c.id as course_id, c.university_id, c.degree_code, c.acceptance_rate,
            c.course_ranking, c.gpa_avg, c.gpa_min, c.gre_avg, c.gre_min, c.toefl_min,
            c.ielts_min, c.gre_required, c.reported_admits, ${SELECTIVITY_COLUMNS}
       from result_application a
       join result_submission s on s.id = a.submission_id
       left join student st on st.id = s.student_id
       join course c on c.id = a.course_id
      where s.review_status = 'accepted' and a.decision in ('Accepted', 'Rejected')`,
  );
  // Who sent each result (trust.ts): one email, account or network is one visitor.
  const visitors = visitorsOf(
    rows.map((r) => ({
      id: r.submission_id,
      email: r.sender_email,
      studentId: r.student_id,
      network: r.source_network,
    })),
  );
  const prepared = new Map<string, ReturnType<typeof prepareApplicant>>();
  const found: CalibrationObservation[] = [];
  let sample = 0;
  for (const row of rows) {
    let applicant = prepared.get(row.submission_id);
    if (!applicant) {
      applicant = prepareApplicant(applicantFromResult(applicantOf(row)));
      prepared.set(row.submission_id, applicant);
    }
    // The model as it stands, without the calibration in force: the fit starts from it.
    const facts = factsOfRow({ ...row, cal_shift: null, cal_slope: null, cal_results: null });
    const course = {
      courseId: row.course_id,
      universityId: row.university_id,
      family: row.degree_code,
    };
    const observation = calibrationObservation(
      applicant,
      facts,
      course,
      row.decision === "Accepted",
      visitors.get(row.submission_id),
    );
    if (!observation) continue;
    // The crowd answers together under its own bound (CROWD_BOUND); the others each alone.
    found.push(row.trust === "crowd" ? { ...observation, source: CROWD_SOURCE } : observation);
    if (row.sample) sample++;
  }
  return { observations: found, sample };
}

export interface RefitOutcome {
  results: number;
  /** Courses whose adjustment moved. */
  changedCourses: number[];
}

export async function refitCalibration(
  em: EntityManager,
  trigger: string,
  now = new Date(),
): Promise<RefitOutcome> {
  const { observations: found, sample } = await observations(em);
  const report: PublishedCalibrationReport = { ...calibrationReport(found), sampleResults: sample };
  const calibration = { ...fitCalibration(found), fittedAt: now.toISOString() };
  const courses = await em.execute<{ id: number; university_id: number; degree_code: string }[]>(
    "select id, university_id, degree_code from course",
  );
  const adjustments = courses.map((c) => ({
    course_id: c.id,
    ...courseCalibration(calibration, {
      courseId: c.id,
      universityId: c.university_id,
      family: c.degree_code,
    }),
  }));
  return em.transactional(async (tx) => {
    const before = await tx.execute<{ course_id: number; shift: number; slope: number }[]>(
      "select course_id, shift, slope from course_calibration for update",
    );
    const old = new Map(before.map((b) => [b.course_id, b]));
    const changedCourses = adjustments
      .filter((a) => {
        const was = old.get(a.course_id) ?? { shift: 0, slope: 1 };
        return Math.abs(was.shift - a.shift) > 1e-9 || Math.abs(was.slope - a.slope) > 1e-9;
      })
      .map((a) => a.course_id);
    tx.create(AdmitCalibration, {
      id: randomUUID(),
      fittedAt: now,
      trigger,
      results: found.length,
      calibration,
      report,
    });
    await tx.flush();
    await tx.execute("delete from course_calibration");
    await tx.execute(
      `insert into course_calibration (course_id, shift, slope, results)
       select v.course_id, v.shift, v.slope, v.results
         from jsonb_to_recordset(?::jsonb) as v(course_id int, shift float8, slope float8, results int)`,
      [JSON.stringify(adjustments)],
    );
    return { results: found.length, changedCourses };
  });
}

/** The students with a shortlisted course among these: their chances moved. */
export async function studentsShortlisting(
  em: EntityManager,
  courseIds: readonly number[],
): Promise<string[]> {
  if (courseIds.length === 0) return [];
  const rows = await em.execute<{ student_id: string }[]>(
    `select distinct student_id from shortlisted_course
      where course_id in (select value::int from jsonb_array_elements_text(?::jsonb))`,
    [JSON.stringify(courseIds)],
  );
  return rows.map((r) => r.student_id);
}
