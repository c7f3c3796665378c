/**
 * Profile completion and levels (DESIGN.md section 6): the share of profile questions answered,
 * and six named levels climbed by completing the profile. A "No" or "None" answer counts once the
 * student has saved that section: a student without research papers can still reach 100%.
 */
import type { StatsSection } from "./options";
import type { Progress, StudentInfo, StudentStats } from "./types";

export interface Level {
  number: number;
  name: string;
  /** The completion percentage at which the level starts. */
  minPercent: number;
}

export const LEVELS: readonly Level[] = [
  { number: 1, name: "Newcomer", minPercent: 0 },
  { number: 2, name: "Explorer", minPercent: 20 },
  { number: 3, name: "Planner", minPercent: 40 },
  { number: 4, name: "Contender", minPercent: 60 },
  { number: 5, name: "Application Ready", minPercent: 80 },
  { number: 6, name: "Trailblazer", minPercent: 100 },
];

const filled = (value: unknown): boolean =>
  value !== null &&
  value !== undefined &&
  !(typeof value === "string" && value.trim() === "") &&
  !(Array.isArray(value) && value.length === 0);

/** Each profile question, and whether this student has answered it. */
export function completionChecklist(
  info: StudentInfo,
  stats: StudentStats,
): { item: string; done: boolean }[] {
  const answered = (section: StatsSection) => stats.answered_sections.includes(section);
  const orAnswered = (value: unknown, section: StatsSection) => filled(value) || answered(section);
  const domestic = info.category === "Domestic Student";
  return [
    { item: "First name", done: filled(info.firstname) },
    { item: "Last name", done: filled(info.lastname) },
    { item: "Date of birth", done: filled(info.dob) },
    { item: "Gender", done: filled(info.gender) },
    { item: "Category", done: filled(info.category) },
    { item: "Undergrad university", done: filled(info.undergrad_university) },
    { item: "Degree", done: filled(stats.degree) },
    { item: "Area of study", done: filled(stats.program) },
    { item: "Specializations", done: filled(stats.courses) },
    { item: "Current education level", done: filled(stats.current_education) },
    { item: "Applying semester", done: filled(stats.applying_semester) },
    { item: "Undergrad course", done: filled(stats.undergrad_course) },
    { item: "GPA", done: filled(stats.gpa) },
    {
      item: "English test",
      done: filled(stats.english_scores) || (domestic && answered("tests")),
    },
    { item: "GRE", done: orAnswered(stats.gre, "tests") },
    { item: "Work experience", done: orAnswered(stats.work_ex, "work") },
    { item: "Conferences", done: orAnswered(stats.conferences, "conferences") },
    { item: "Research papers", done: orAnswered(stats.research_papers, "research") },
    {
      item: "Extra-curricular activities",
      done: orAnswered(stats.extracurricular_activities, "extracurricular"),
    },
  ];
}

export function levelFor(percentage: number): { current: Level; next: Level | null } {
  let index = 0;
  LEVELS.forEach((level, i) => {
    if (percentage >= level.minPercent) index = i;
  });
  return { current: LEVELS[index] as Level, next: LEVELS[index + 1] ?? null };
}

export function profileProgress(info: StudentInfo, stats: StudentStats): Progress {
  const checklist = completionChecklist(info, stats);
  const done = checklist.filter((c) => c.done).length;
  const totalPercentage = Math.round((100 * done) / checklist.length);
  const { current, next } = levelFor(totalPercentage);
  return {
    totalPercentage,
    currentLevelNumber: current.number,
    currentLevelName: current.name,
    nextLevelName: next?.name ?? null,
  };
}

/** How far the student is through the current level, 0-100, for the level card's bar. */
export function levelProgressPercent(totalPercentage: number): number {
  const { current, next } = levelFor(totalPercentage);
  if (!next) return 100;
  const span = next.minPercent - current.minPercent;
  return Math.round((100 * (totalPercentage - current.minPercent)) / span);
}
