/** One query for what the logged-in search reads of a student: category, stats, preferences. */
import {
  DEFAULT_PREFERENCES,
  type ShortlistingPreferences,
  type StudentCategory,
  type StudentStats,
} from "@gradplan/schema";

export type StatsRow = Omit<StudentStats, "student_id" | "answered_sections"> & {
  category: StudentCategory;
  pref_tuition: [number, number] | null;
  pref_course_ranking: [number, number] | null;
  pref_location: string[] | null;
  pref_weather: string[] | null;
};

export const STUDENT_SQL = `select s.category, st.degree, st.program, st.courses, st.course_names,
  st.current_education, s.applying_semester, st.gpa::float8 as gpa, st.english_scores, st.gre, st.work_ex,
  st.extracurricular_activities, st.research_papers, st.gpa_ten_scale::float8 as gpa_ten_scale,
  st.undergrad_course, st.conferences, p.tuition as pref_tuition,
  p.course_ranking as pref_course_ranking, p.location as pref_location, p.weather as pref_weather
  from student s left join student_stats st on st.student_id = s.id
  left join student_preferences p on p.student_id = s.id where s.id = ?`;

export function preferencesOf(row: StatsRow): ShortlistingPreferences {
  if (!row.pref_tuition) return DEFAULT_PREFERENCES;
  return {
    tuition: row.pref_tuition,
    course_ranking: row.pref_course_ranking ?? DEFAULT_PREFERENCES.course_ranking,
    location: row.pref_location ?? [],
    weather: row.pref_weather ?? [],
  };
}
