/**
 * The generator's facts, read from the student's profile and the chosen program. The profile
 * keeps journal and conference names (not paper titles), months of work (not roles) and
 * activities; nothing else is invented to fill the gaps. An unlisted venue ("Other") is left out:
 * it names nothing.
 */
import type {
  EnglishScores,
  ExtracurricularActivity,
  GreScores,
  SopFacts,
  UndergradCourse,
  WorkExperience,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";

/** The profile's columns the generator reads (student and student_stats). */
export interface ProfileRow {
  first_name: string;
  category: string;
  undergrad_university: string | null;
  gpa: string | number | null;
  gre: GreScores | null;
  english_scores: EnglishScores | null;
  work_ex: WorkExperience | null;
  extracurricular_activities: ExtracurricularActivity[] | null;
  research_papers: string[] | null;
  conferences: string[] | null;
  undergrad_course: UndergradCourse | null;
}

const UNLISTED = "other";

const named = (values: readonly string[] | null) => [
  ...new Set((values ?? []).map((v) => v.trim()).filter((v) => v && v.toLowerCase() !== UNLISTED)),
];

/** "Robotics Club as Captain", "Robotics Club", or the activity's type when no organization. */
export function activityText(a: ExtracurricularActivity): string {
  const organization = a.organization?.trim();
  const role = a.role?.trim();
  if (organization) return role ? `${organization} as ${role}` : organization;
  return a.activityType.trim();
}

export function profileFacts(
  row: ProfileRow,
  target: { universityName: string | null; courseName: string | null },
): SopFacts {
  const english = row.english_scores;
  return {
    firstName: row.first_name,
    category: row.category,
    undergradUniversity: row.undergrad_university,
    undergradCourse: row.undergrad_course?.course_name ?? null,
    gpa: row.gpa === null ? null : Number(row.gpa),
    gre: row.gre?.total ?? null,
    toefl: english && "toefl" in english ? english.toefl.total_score : null,
    ielts: english && "ielts" in english ? english.ielts.overall_band : null,
    projects: [],
    // Venues only: the template names where the student's work appeared, never a title.
    research: [...named(row.research_papers), ...named(row.conferences)].map((venue) => ({
      title: "",
      venue,
    })),
    workMonths: {
      fulltime: row.work_ex?.full ?? 0,
      internship: row.work_ex?.internship ?? 0,
    },
    workRoles: [],
    activities: (row.extracurricular_activities ?? []).map(activityText).filter(Boolean),
    targetUniversity: target.universityName,
    targetCourse: target.courseName,
  };
}

/** The student's profile row, or null when the student is gone. */
export async function readProfile(
  em: EntityManager,
  studentId: string,
): Promise<ProfileRow | null> {
  const rows = await em.execute<ProfileRow[]>(
    `select s.first_name, s.category, s.undergrad_university, st.gpa, st.gre, st.english_scores,
            st.work_ex, st.extracurricular_activities, st.research_papers, st.conferences,
            st.undergrad_course
       from student s left join student_stats st on st.student_id = s.id
      where s.id = ?`,
    [studentId],
  );
  return rows[0] ?? null;
}
