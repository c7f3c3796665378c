/**
 * One stats update, decided without touching the database: the stored stats plus the keys the
 * request sent, normalized (totals and the four-point GPA computed here, never trusted), and the
 * spec's checks for every section the request names or changes.
 */
import {
  academicDraftOf,
  academicIssues,
  conferenceIssues,
  type EnglishScores,
  extracurricularDraftOf,
  extracurricularIssues,
  type GreScores,
  gpaTenToFour,
  greTotal,
  ieltsOverallBand,
  listDraftOf,
  type ProfileIssue,
  researchIssues,
  round2,
  SECTION_FIELDS,
  STATS_SECTIONS,
  type StatsSection,
  specializationName,
  testsDraftOf,
  testsIssues,
  toeflTotal,
  type UpdateStudentStatsInput,
  withActivityType,
  workDraftOf,
  workIssues,
} from "@gradplan/schema";
import type { StatsFields } from "./profile-mapping";

type Scores = NonNullable<NonNullable<UpdateStudentStatsInput["english_scores"]>["toefl"]>;

const emptyToNull = <T>(list: T[] | null | undefined): T[] | null =>
  list && list.length > 0 ? list : null;

/** Section scores as sent (possibly incomplete: the checks say what is missing). */
function sections(s: Scores) {
  return {
    writing: s.writing as number,
    reading: s.reading as number,
    speaking: s.speaking as number,
    listening: s.listening as number,
  };
}

function englishOf(raw: UpdateStudentStatsInput["english_scores"]): EnglishScores | null {
  if (!raw) return null;
  if (raw.toefl)
    return { toefl: { ...sections(raw.toefl), total_score: toeflTotal(sections(raw.toefl)) } };
  if (raw.ielts) {
    return {
      ielts: { ...sections(raw.ielts), overall_band: ieltsOverallBand(sections(raw.ielts)) },
    };
  }
  return null;
}

function greOf(raw: UpdateStudentStatsInput["gre"]): GreScores | null {
  if (!raw) return null;
  const gre = {
    verbal: raw.verbal as number,
    quantitative: raw.quantitative as number,
    analytical_writing: raw.analytical_writing as number,
  };
  return { ...gre, total: greTotal(gre) };
}

/**
 * The stats after applying `body` to `stored`: keys left out (or undefined, as GraphQL leaves
 * them) keep their stored values; null clears one.
 */
export function mergeStats(stored: StatsFields, body: UpdateStudentStatsInput): StatsFields {
  const has = (key: keyof UpdateStudentStatsInput) => body[key] !== undefined;
  const next: StatsFields = { ...stored };
  if (has("degree")) next.degree = body.degree?.trim() || null;
  if (has("program")) next.program = body.program?.trim() || null;
  if (has("courses")) next.courses = emptyToNull([...new Set(body.courses ?? [])]);
  next.course_names = next.courses?.map((code) => specializationName(code) ?? code) ?? null;
  if (has("current_education")) next.current_education = body.current_education?.trim() || null;
  if (has("applying_semester")) next.applying_semester = body.applying_semester?.trim() || null;
  if (has("gpa")) next.gpa = body.gpa ?? null;
  if (has("gpa_ten_scale")) next.gpa_ten_scale = body.gpa_ten_scale ?? null;
  if (has("english_scores")) next.english_scores = englishOf(body.english_scores);
  if (has("gre")) next.gre = greOf(body.gre);
  if (has("work_ex")) {
    next.work_ex = body.work_ex
      ? { full: body.work_ex.full ?? 0, internship: body.work_ex.internship ?? 0 }
      : null;
  }
  if (has("extracurricular_activities")) {
    const activities = (body.extracurricular_activities ?? []).map((a) =>
      withActivityType(
        {
          activityType: a.activityType ?? "",
          organization: a.organization ?? null,
          role: a.role ?? null,
          level: a.level ?? null,
          achievement: a.achievement ?? null,
        },
        a.activityType ?? "",
      ),
    );
    next.extracurricular_activities = emptyToNull(activities);
  }
  if (has("research_papers"))
    next.research_papers = emptyToNull(body.research_papers?.map((s) => s.trim()));
  if (has("conferences")) next.conferences = emptyToNull(body.conferences?.map((s) => s.trim()));
  if (has("undergrad_course")) {
    const name = body.undergrad_course?.course_name?.trim();
    next.undergrad_course = name
      ? { course_name: name, course_code: body.undergrad_course?.course_code?.trim() ?? "" }
      : null;
  }
  return next;
}

/** Stored values are computed from what was checked: the four-point GPA, rounded months. */
export function finalizeStats(next: StatsFields): StatsFields {
  const ten = next.gpa_ten_scale;
  const work = next.work_ex;
  return {
    ...next,
    gpa_ten_scale: ten === null ? null : round2(ten),
    gpa: ten !== null ? gpaTenToFour(ten) : next.gpa === null ? null : round2(next.gpa),
    work_ex: work ? { full: Math.round(work.full), internship: Math.round(work.internship) } : null,
  };
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The sections whose values differ, plus the one the request names. */
export function sectionsToCheck(
  stored: StatsFields,
  next: StatsFields,
  named: StatsSection | undefined,
): StatsSection[] {
  return STATS_SECTIONS.filter(
    (section) =>
      section === named ||
      SECTION_FIELDS[section].some((field) => canonical(stored[field]) !== canonical(next[field])),
  );
}

export function statsIssues(
  next: StatsFields,
  category: string,
  check: readonly StatsSection[],
): ProfileIssue[] {
  const bySection: Record<StatsSection, () => ProfileIssue[]> = {
    academic: () => academicIssues(academicDraftOf(next)),
    tests: () => testsIssues(testsDraftOf(next, category)),
    work: () => workIssues(workDraftOf(next)),
    conferences: () => conferenceIssues(listDraftOf(next.conferences)),
    research: () => researchIssues(listDraftOf(next.research_papers)),
    extracurricular: () => extracurricularIssues(extracurricularDraftOf(next)),
  };
  return check.flatMap((section) => bySection[section]());
}
