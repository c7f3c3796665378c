/** The profile forms' option lists (spec 1 section 5, "Dropdown options") and course lists (section 3). */

export const GENDERS = ["Male", "Female", "Other", "Do not wish to disclose"] as const;
export const DEGREES = ["Masters"] as const;
export const AREAS_OF_STUDY = ["Engineering", "Computer Science and IT"] as const;
export type AreaOfStudy = (typeof AREAS_OF_STUDY)[number];
export const EDUCATION_LEVELS = ["Bachelors", "Masters"] as const;
export const ENGLISH_TESTS = ["TOEFL", "IELTS", "None"] as const;
export type EnglishTest = (typeof ENGLISH_TESTS)[number];
export const APTITUDE_TESTS = ["GRE", "None"] as const;
export type AptitudeTest = (typeof APTITUDE_TESTS)[number];
export const GPA_SCALES = [4, 10] as const;
export type GpaScale = (typeof GPA_SCALES)[number];

export interface CourseOption {
  code: string;
  name: string;
}

/** Graduate specializations per area of study, with the spec's codes. */
export const SPECIALIZATIONS: Record<AreaOfStudy, readonly CourseOption[]> = {
  Engineering: [
    { code: "BE", name: "Bioengineering" },
    { code: "BM", name: "Biomedical Engineering" },
    { code: "CH", name: "Chemical Engineering" },
    { code: "CV", name: "Civil Engineering" },
    { code: "CE", name: "Computer Engineering" },
    { code: "EE", name: "Electrical Engineering" },
    { code: "EM", name: "Engineering Management" },
    { code: "IS", name: "Industrial & Systems Engineering" },
    { code: "ME", name: "Mechanical Engineering" },
  ],
  "Computer Science and IT": [
    { code: "CS", name: "Computer Science" },
    { code: "DS", name: "Data Science" },
  ],
};

/** The name of a specialization code, whatever the area. */
export function specializationName(code: string): string | null {
  for (const list of Object.values(SPECIALIZATIONS)) {
    const found = list.find((c) => c.code === code);
    if (found) return found.name;
  }
  return null;
}

/** Test bounds (spec 1 section 9). */
export const TEST_LIMITS = {
  toeflSection: 30,
  toeflTotal: 120,
  ieltsBand: 9,
  ieltsStep: 0.5,
  greSection: 170,
  greTotal: 340,
  analyticalWriting: 6,
} as const;

export const TOEFL_SECTIONS = ["writing", "reading", "speaking", "listening"] as const;
export type EnglishSection = (typeof TOEFL_SECTIONS)[number];
export const GRE_SECTIONS = ["verbal", "quantitative", "analytical_writing"] as const;
export type GreSection = (typeof GRE_SECTIONS)[number];

/** 'Other' entries of conference and journal lists: one per unlisted item (spec 1 section 3). */
export const OTHER_ENTRY = "Other";

/** Extra-curricular activity types and their dependent fields (spec 1 section 5). */
export const VOLUNTEERING = "Volunteering/Community Service";
export const ACTIVITY_TYPES = [
  VOLUNTEERING,
  "Competitions/Hackathons",
  "Sports/Athletics",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const ORGANIZATIONS = [
  "International/National",
  "Regional/Local",
  "Informal/Personal initiative",
] as const;
export const ROLES = [
  "Leadership Role",
  "Active Participant in Major Projects",
  "Support Role or Limited Participation",
] as const;
export const ACTIVITY_LEVELS = ["International", "National", "University/Local"] as const;
export const ACHIEVEMENTS = ["Winner/Top 3", "Top 10-20%", "Participation"] as const;

/** Which group of fields an activity type asks for: organization+role, or level+achievement. */
export function activityGroup(type: string | null | undefined): "volunteering" | "contest" | null {
  if (type === VOLUNTEERING) return "volunteering";
  if (type === "Competitions/Hackathons" || type === "Sports/Athletics") return "contest";
  return null;
}

/** The profile's sections, one per edit modal of the stats (personal info has its own call). */
export const STATS_SECTIONS = [
  "academic",
  "tests",
  "work",
  "conferences",
  "research",
  "extracurricular",
] as const;
export type StatsSection = (typeof STATS_SECTIONS)[number];
