/** The student profile as the API carries it: the spec's server field names (spec 1 section 3). */
import type { StudentCategory } from "../auth";
import type { StatsSection } from "./options";

export interface StudentInfo {
  student_id: string;
  firstname: string;
  lastname: string;
  /** ISO 3166 alpha-2 country code, or null. */
  nationality: string | null;
  phone_number: string | null;
  /** YYYY-MM-DD, or null until given. */
  dob: string | null;
  gender: string | null;
  email_id: string;
  category: StudentCategory;
  undergrad_university: string | null;
  /**
   * Ours: false while the category is the default a third-party sign-up gave the account, and
   * the student has not yet saved their personal information.
   */
  category_confirmed: boolean;
}

export interface ToeflScores {
  writing: number;
  reading: number;
  speaking: number;
  listening: number;
  total_score: number;
}

export interface IeltsScores {
  writing: number;
  reading: number;
  speaking: number;
  listening: number;
  overall_band: number;
}

/** Keyed by the lower-case test name; null when the student has no English test. */
export type EnglishScores = { toefl: ToeflScores } | { ielts: IeltsScores };

export interface GreScores {
  verbal: number;
  quantitative: number;
  analytical_writing: number;
  /** verbal + quantitative, computed by the server. */
  total: number;
}

export interface WorkExperience {
  /** Full-time months. */
  full: number;
  internship: number;
}

export interface ExtracurricularActivity {
  activityType: string;
  organization: string | null;
  role: string | null;
  level: string | null;
  achievement: string | null;
}

export interface UndergradCourse {
  course_name: string;
  course_code: string;
}

export interface StudentStats {
  student_id: string;
  degree: string | null;
  /** The area of study. */
  program: string | null;
  /** Specialization codes. */
  courses: string[] | null;
  course_names: string[] | null;
  current_education: string | null;
  /** Four-point GPA (converted when entered on the ten-point scale). */
  gpa: number | null;
  english_scores: EnglishScores | null;
  gre: GreScores | null;
  work_ex: WorkExperience | null;
  extracurricular_activities: ExtracurricularActivity[] | null;
  /** Journal names; 'Other' once per unlisted paper. */
  research_papers: string[] | null;
  applying_semester: string | null;
  /** The GPA as entered on the ten-point scale, or null when entered on the four-point scale. */
  gpa_ten_scale: number | null;
  undergrad_course: UndergradCourse | null;
  /** Conference names; 'Other' once per unlisted one. */
  conferences: string[] | null;
  /** Sections the student has saved, so that "No" and "None" answers count as complete. */
  answered_sections: StatsSection[];
}

/** GET /api/get-student-info answers both (DESIGN.md section 4). */
export interface StudentProfile {
  studentInfo: StudentInfo;
  studentStats: StudentStats;
}

export interface ProfileStrength {
  abScore: number | null;
  sop_overall_score: number | null;
  resume_overall_score: number | null;
}

export interface Progress {
  totalPercentage: number;
  currentLevelNumber: number;
  currentLevelName: string;
  /** Null at the top level. */
  nextLevelName: string | null;
}

/** student-details: the account and education summary the dashboard shows. */
export interface StudentDetails {
  student_id: string;
  full_name: string;
  email_id: string;
  dob: string | null;
  undergrad_university: string | null;
  category: string;
  degree: string | null;
  program: string | null;
}
