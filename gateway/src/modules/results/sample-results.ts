/**
 * SAMPLE DATA: synthetic community results (schema/src/calibration/synthetic.ts) loaded into a
 * database that has no results, so the demo's results pages and calibration report show
 * something. Every row is marked `sample`, and the pages say so wherever they show one. A real
 * deployment sets SAMPLE_RESULTS=false.
 */
import { createHash, randomUUID } from "node:crypto";
import {
  type ApplicantProfile,
  foldName,
  type SyntheticProgram,
  syntheticResults,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  COURSE_ORDER,
  type FactsRow,
  factsOfRow,
  SELECTIVITY_COLUMNS,
} from "../catalogue/course-row";

/** A few real undergrad colleges, so "admits from my college" has groups in the demo. */
const COLLEGES = [
  "Anna University",
  "University of Mumbai",
  "Vellore Institute of Technology",
  "Tsinghua University",
  "University of Lagos",
  "Arizona State University",
];

export interface SampleOptions {
  seed?: number;
  count?: number;
  /** Applicants apply to this many of the best-ranked courses, as real ones crowd the popular. */
  courses?: number;
  /** The year the sample decisions count for. */
  year?: number;
}

type CourseRow = FactsRow & {
  id: number;
  university_id: number;
  degree_code: string;
  course_name: string;
  university_name: string;
};

function englishOf(a: ApplicantProfile) {
  if (!a.english) return { test: "None", score: null };
  return a.english.test === "TOEFL"
    ? { test: "TOEFL", score: a.english.total }
    : { test: "IELTS", score: a.english.overallBand };
}

/** Loads the sample when there are no results at all; answers how many results it stored. */
export async function loadSampleResults(em: EntityManager, options: SampleOptions = {}) {
  const [{ n } = { n: 0 }] = await em.execute<{ n: number }[]>(
    "select count(*)::int as n from result_submission",
  );
  if (n > 0) return 0;
  const seed = options.seed ?? 2026;
  const year = options.year ?? new Date().getUTCFullYear();
  const courses = await em.execute<CourseRow[]>(
    `select c.id, c.university_id, c.degree_code, c.course_name, u.name as university_name,
            c.acceptance_rate, c.course_ranking, c.gpa_avg, c.gpa_min, c.gre_avg, c.gre_min,
            c.toefl_min, c.ielts_min, c.gre_required, c.reported_admits, ${SELECTIVITY_COLUMNS},
            null as cal_shift, null as cal_slope, null as cal_results
       from course c join university u on u.id = c.university_id
      order by ${COURSE_ORDER} limit ?`,
    [options.courses ?? 200],
  );
  const byId = new Map(courses.map((c) => [c.id, c]));
  const programs: SyntheticProgram[] = courses.map((c) => ({
    courseId: c.id,
    universityId: c.university_id,
    family: c.degree_code,
    facts: factsOfRow(c),
  }));
  const results = syntheticResults({ seed, count: options.count ?? 6000, programs });
  const submissions = new Map<number, typeof results>();
  for (const r of results) submissions.set(r.student, [...(submissions.get(r.student) ?? []), r]);

  const submissionRows: Record<string, unknown>[] = [];
  const applicationRows: Record<string, unknown>[] = [];
  const createdAt = new Date(Date.UTC(year, 3, 15));
  for (const [student, list] of submissions) {
    const a = list[0]!.applicant;
    const id = randomUUID();
    const english = englishOf(a);
    const college = COLLEGES[student % COLLEGES.length]!;
    submissionRows.push({
      id,
      fingerprint: createHash("sha256").update(`sample:${seed}:${student}`).digest("hex"),
      category: a.category,
      undergrad_university: college,
      undergrad_key: foldName(college),
      undergrad_course: "Computer Science and Engineering",
      current_education_level: "Bachelors",
      gpa: a.gpa,
      english_test: english.test,
      english_score: english.score,
      gre_test: a.gre ? "GRE" : "None",
      gre_verbal: a.gre?.verbal ?? null,
      gre_quantitative: a.gre?.quantitative ?? null,
      gre_writing: a.gre?.analyticalWriting ?? null,
      research_papers: Array.from(
        { length: a.researchPapers },
        (_, i) => `Sample journal ${i + 1}`,
      ),
      conferences: Array.from({ length: a.conferences }, (_, i) => `Sample conference ${i + 1}`),
      activities: a.activities,
      work_fulltime_months: a.fullTimeMonths,
      work_internship_months: a.internshipMonths,
      created_at: createdAt,
    });
    list.forEach((r, position) => {
      const course = byId.get(r.courseId)!;
      applicationRows.push({
        id: randomUUID(),
        submission_id: id,
        university_id: course.university_id,
        university_name: course.university_name,
        course_id: course.id,
        course_name: course.course_name,
        semester: "Fall",
        season_year: year,
        decision: r.admitted ? "Accepted" : "Rejected",
        position,
      });
    });
  }
  await em.transactional(async (tx) => {
    await tx.execute(
      `insert into result_submission (id, fingerprint, category, undergrad_university, undergrad_key,
         undergrad_course, current_education_level, gpa, english_test, english_score, gre_test,
         gre_verbal, gre_quantitative, gre_writing, research_papers, conferences, activities,
         work_fulltime_months, work_internship_months, review_status, sample, created_at)
       select id, fingerprint, category, undergrad_university, undergrad_key, undergrad_course,
         current_education_level, gpa, english_test, english_score, gre_test, gre_verbal,
         gre_quantitative, gre_writing, research_papers, conferences, activities,
         work_fulltime_months, work_internship_months, 'accepted', true, created_at
       from jsonb_to_recordset(?::jsonb) as v(id uuid, fingerprint text, category text,
         undergrad_university text, undergrad_key text, undergrad_course text,
         current_education_level text, gpa numeric, english_test text, english_score numeric,
         gre_test text, gre_verbal smallint, gre_quantitative smallint, gre_writing numeric,
         research_papers jsonb, conferences jsonb, activities jsonb, work_fulltime_months smallint,
         work_internship_months smallint, created_at timestamptz)`,
      [JSON.stringify(submissionRows)],
    );
    await tx.execute(
      `insert into result_application (id, submission_id, university_id, university_name, course_id,
         course_name, semester, season_year, decision, position)
       select * from jsonb_to_recordset(?::jsonb) as v(id uuid, submission_id uuid,
         university_id int, university_name text, course_id int, course_name text, semester text,
         season_year smallint, decision text, position smallint)`,
      [JSON.stringify(applicationRows)],
    );
  });
  return results.length;
}
