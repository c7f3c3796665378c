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
  UndergradCourse,
  WorkExperience,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import { fieldOf } from "../../sop-template/fields";
import type { GeneratorFacts, ProgramFacts } from "./facts";

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

/** The profile's menu values as prose (schema/src/profile/options.ts): never the raw label. */
const ACTIVITY_PROSE: Record<string, { took: string; won: string }> = {
  "Competitions/Hackathons": {
    took: "took part in competitions and hackathons",
    won: "competed in competitions and hackathons",
  },
  "Sports/Athletics": { took: "played sport", won: "competed in sport" },
  "Volunteering/Community Service": {
    took: "volunteered in community service",
    won: "volunteered in community service",
  },
};
const LEVEL_PROSE: Record<string, string> = {
  International: "at the international level",
  National: "at the national level",
  "University/Local": "at the university or local level",
};
const ACHIEVEMENT_PROSE: Record<string, string> = {
  "Winner/Top 3": "placing in the top three",
  "Top 10-20%": "placing in the top 10 to 20 percent",
};
const ORGANIZATION_PROSE: Record<string, string> = {
  "International/National": "with an international or national organization",
  "Regional/Local": "with a regional or local organization",
  "Informal/Personal initiative": "on my own initiative",
};
const ROLE_PROSE: Record<string, string> = {
  "Leadership Role": "in a leadership role",
  "Active Participant in Major Projects": "as an active participant in major projects",
  "Support Role or Limited Participation": "in a supporting role",
};

/** A free-text value as prose: a slash between alternatives read as "or". */
const freeText = (value: string) => value.replace(/\s*\/\s*/g, " or ");

/**
 * An activity as a first-person clause, its level and result kept: "competed in competitions and
 * hackathons at the national level, placing in the top three"; "volunteered in community service
 * with a regional or local organization, in a leadership role". The template writes it after
 * "I". An activity type outside the menu is "took part in" it, with its organization and role.
 */
export function activityText(a: ExtracurricularActivity): string {
  const type = a.activityType?.trim() ?? "";
  const organization = a.organization?.trim() ?? "";
  const role = a.role?.trim() ?? "";
  const level = a.level?.trim() ?? "";
  const achievement = a.achievement?.trim() ?? "";
  const known = ACTIVITY_PROSE[type];
  const result = ACHIEVEMENT_PROSE[achievement] ?? "";
  const base = known
    ? result
      ? known.won
      : known.took
    : organization
      ? `took part in ${organization}`
      : type
        ? `took part in ${freeText(type)}`
        : "";
  if (!base) return "";
  const parts = [
    base,
    ...(organization && known ? [ORGANIZATION_PROSE[organization] ?? `with ${organization}`] : []),
    ...(level ? [LEVEL_PROSE[level] ?? `at the ${freeText(level)} level`] : []),
  ];
  const tail = [...(role ? [ROLE_PROSE[role] ?? `as ${role}`] : []), ...(result ? [result] : [])];
  return [parts.join(" "), ...tail].join(", ");
}

export function profileFacts(
  row: ProfileRow,
  target: { universityName: string | null; courseName: string | null },
  program: ProgramFacts | null = null,
): GeneratorFacts {
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
    program,
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

interface UniversityRow {
  id: number;
  name: string;
  city: string;
  state: string;
  control: string | null;
  research_tier: string | null;
}
interface CourseRow {
  course_name: string;
  degree_code: string;
  graduates: Record<string, number> | null;
}

/** The typed name, compared as the catalogue's names are: lower case, without a leading "the". */
const typed = (text: string | null) =>
  (text ?? "").trim().replace(/\s+/g, " ").replace(/^the /i, "").toLowerCase();

/**
 * The catalogue's course for a typed name: the same name, else the longest catalogue name inside
 * it ("MS in Computer Science" holds "Computer Science"), else the one course of the typed name's
 * field family (sop-template/fields.ts); null when none or several fit.
 */
export function pickCourse(
  rows: readonly CourseRow[],
  courseName: string | null,
): CourseRow | null {
  const want = typed(courseName);
  if (!want) return null;
  const exact = rows.find((r) => r.course_name.toLowerCase() === want);
  if (exact) return exact;
  const inside = rows
    .filter((r) => want.includes(r.course_name.toLowerCase()))
    .sort((a, b) => b.course_name.length - a.course_name.length);
  if (inside[0]) return inside[0];
  const field = fieldOf(want);
  const family = field ? rows.filter((r) => field.codes.includes(r.degree_code)) : [];
  return family.length === 1 ? family[0]! : null;
}

/** The latest award year with its count of Master's degrees; null when none is reported. */
function latestGraduates(
  graduates: Record<string, number> | null,
): { year: string; count: number } | null {
  const years = Object.keys(graduates ?? {}).sort();
  const year = years.at(-1);
  return year && graduates ? { year, count: graduates[year]! } : null;
}

/**
 * The target as the catalogue knows it: the university by its name or an alias, and its course
 * by the typed course name. Null when the university is not found (a typed name we do not know).
 */
export async function readProgram(
  em: EntityManager,
  target: { universityName: string | null; courseName: string | null },
): Promise<ProgramFacts | null> {
  const want = typed(target.universityName);
  if (!want) return null;
  const [university] = await em.execute<UniversityRow[]>(
    `select u.id, u.name, u.city, u.state, u.control, u.research_tier
       from university u
      where u.retired_at is null
        and (lower(u.name) = ?
             or u.id in (select t.university_id from university_search_term t where lower(t.term) = ?))
      order by lower(u.name) = ? desc, u.id
      limit 1`,
    [want, want, want],
  );
  if (!university) return null;
  const courses = await em.execute<CourseRow[]>(
    `select course_name, degree_code, graduates from course
      where university_id = ? and retired_at is null order by id`,
    [university.id],
  );
  const course = pickCourse(courses, target.courseName);
  return {
    university: {
      name: university.name,
      city: university.city,
      state: university.state,
      control: university.control,
      researchTier: university.research_tier,
    },
    course: course
      ? {
          name: course.course_name,
          degreeCode: course.degree_code,
          graduates: latestGraduates(course.graduates),
        }
      : null,
  };
}

/** The generator's facts for a student and a target: the profile's and the catalogue's. */
export async function readFacts(
  em: EntityManager,
  studentId: string,
  target: { universityName: string | null; courseName: string | null },
): Promise<GeneratorFacts | null> {
  const profile = await readProfile(em, studentId);
  if (!profile) return null;
  return profileFacts(profile, target, await readProgram(em, target));
}
