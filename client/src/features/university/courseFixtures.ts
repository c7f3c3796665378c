/** Test fixtures: courses as the pages hold them, built with overrides, and as the API sends them. */
import type { CourseDetails } from "./courseApi";

export function aCourse(overrides: Partial<CourseDetails> = {}): CourseDetails {
  return {
    university_name: "Stanford University",
    university_id: 42,
    city: "Stanford",
    state: "CA",
    course_id: 101,
    course_name: "MS in Computer Science",
    degree_code: "CS",
    degree: "MS",
    university_type: "Private",
    overall_acceptance_rate: 3.9,
    tuition: 62484,
    english_scores: { toefl: { total_score: 100 }, ielts: { overall_band: 7 } },
    gre_avg: 325,
    gre_min: 310,
    gre_required: { international: "Required", domestic: "Optional" },
    gpa_min: 3,
    gpa_avg: 3.8,
    course_duration: 24,
    network_building: "Excellent",
    course_ranking: 2,
    climate: "Warm",
    graduates_latest: 412,
    reported_admits: 86,
    graduates: [
      { year: 2022, academic_year: "2021-22", count: 380 },
      { year: 2023, academic_year: "2022-23", count: 401 },
      { year: 2024, academic_year: "2023-24", count: 412 },
    ],
    tuition_in_state: 62484,
    sources: [
      {
        figure: "graduates",
        key: "ipeds-completions",
        label: "IPEDS Completions 2019-20 to 2023-24",
        description: "Master's degrees awarded per award year.",
        url: "https://nces.ed.gov/ipeds/datacenter/DataFiles.aspx?year=2023&surveyNumber=3",
      },
      {
        figure: "tuition",
        key: "ipeds-charges-2023-24",
        label: "IPEDS 2023-24",
        description: "Graduate tuition and fees.",
        url: "https://nces.ed.gov/ipeds/datacenter/DataFiles.aspx?year=2023&surveyNumber=1",
      },
    ],
    university_control: "Private nonprofit",
    website: "https://www.stanford.edu",
    application_url: "https://gradadmissions.stanford.edu",
    // Unverified: no row-level source.
    source_url: null,
    verified_at: null,
    sourced_figures: [],
    deadlines: {
      fall_semester: {
        international: {
          rolling: false,
          early_deadline: "2025-11-01",
          regular_deadline: "2025-12-01",
          priority_deadline: null,
        },
        domestic: {
          rolling: true,
          early_deadline: null,
          regular_deadline: "2026-01-15",
          priority_deadline: null,
        },
      },
    },
    ...overrides,
  };
}

/**
 * A program as the real catalogue has it (IPEDS): graduates and tuition with their sources,
 * everything else not known (null).
 */
export function anIpedsCourse(overrides: Partial<CourseDetails> = {}): CourseDetails {
  return aCourse({
    course_id: 103,
    course_name: "Aerospace Engineering",
    degree_code: "AE",
    degree: "Master's",
    overall_acceptance_rate: null,
    english_scores: { toefl: { total_score: null }, ielts: { overall_band: null } },
    gre_avg: null,
    gre_min: null,
    gre_required: null,
    gpa_min: null,
    gpa_avg: null,
    course_duration: null,
    network_building: null,
    course_ranking: null,
    deadlines: {},
    ...overrides,
  });
}

export const STANFORD_CS = aCourse();
export const STANFORD_EE = aCourse({
  course_id: 102,
  course_name: "MS in Electrical Engineering",
  degree_code: "EE",
});
export const MIT_CS = aCourse({
  university_id: 7,
  university_name: "Massachusetts Institute of Technology",
  city: "Cambridge",
  state: "MA",
  course_id: 201,
  climate: "Cold",
  gre_avg: null,
});
export const MICHIGAN_CS = aCourse({
  university_id: 9,
  university_name: "University of Michigan",
  city: "Ann Arbor",
  state: "MI",
  course_id: 301,
});

/** The course as GraphQL answers it: the deadlines as JSON. */
export function asApiCourse(course: CourseDetails) {
  return { ...course, deadlines: JSON.stringify(course.deadlines) };
}
