/** A shortlisted course as the API answers it (spec 2 section 3, plus our own extras). */
import type { AdmitCategory, AdmitRange, GrePolicy } from "../admissions";
import type { ApplicationDeadlines } from "./deadlines";
import type { ShortlistStatus } from "./status";

export interface ShortlistedCourse {
  // Spec 2 section 3, every field.
  university_name: string;
  course_name: string;
  degree_code: string;
  /** The model's category; null until the first calculation. */
  category: AdmitCategory | null;
  admitChances: number | null;
  courseScore: number | null;
  studentScore: number | null;
  score_tier: string | null;
  status: ShortlistStatus;
  applicationDeadlines: ApplicationDeadlines;
  course_id: number;
  university_id: number;
  state: string;
  /** USD a year; null: not known (so are course_ranking, gpa_avg and the GRE policy). */
  tuition: number | null;
  weather: string;
  course_ranking: number | null;
  gpa_avg: number | null;
  /** The GRE policy for the student's own category; null: not known. */
  gre_required: GrePolicy | null;
  /** Both policies, as the catalogue has them; null: not known. */
  gre_required_jsonb: { international: GrePolicy; domestic: GrePolicy } | null;
  // Ours.
  /** The chance's 80% range; null for NA or before the first calculation. */
  admitRange: AdmitRange | null;
  /** When the status last changed (ISO date-time), or when the course was added. */
  status_updated_at: string;
  /** Where the catalogue's figures for this course come from, and when they were checked. */
  source_url: string | null;
  verified_at: string | null;
  /**
   * The student's own deadline (YYYY-MM-DD) for this course, or null. Beside the program's
   * `applicationDeadlines`, which keep the catalogue's dates: the reminders and the calendar
   * use this one alone when it is set.
   */
  own_deadline: string | null;
  /**
   * True: the catalogue no longer lists this program (an import dropped it and found no program
   * of the same university and field): the row stays readable, its figures are gone.
   */
  retired: boolean;
  /**
   * False: the program's selectivity is not known (no learned level, no published rate, too few
   * community results), so its chance is a range from the profile alone (SELECTIVITY_UNKNOWN_TEXT).
   */
  selectivityKnown: boolean;
  /**
   * Real decisions at the program its chance's level rests on: reported ones the model learned
   * from and the course's own community results (0: estimated from similar programs); the words
   * are selectivityBasisText().
   */
  selectivityDecisions: number;
}

/** Spec 2 section 7: one inner list per university, best-ranked university first. */
export type ShortlistAnswer = ShortlistedCourse[][] | { message: string };
