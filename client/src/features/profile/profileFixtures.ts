/** Test fixtures: a filled and an empty profile, progress and strength, with overrides. */
import type {
  ProfileStrength,
  Progress,
  StudentInfo,
  StudentProfile,
  StudentStats,
} from "@gradplan/schema";

export function anEmptyProfile(info: Partial<StudentInfo> = {}): StudentProfile {
  return {
    studentInfo: {
      student_id: "st_1001",
      firstname: "Asha",
      lastname: "Rao",
      nationality: null,
      phone_number: null,
      dob: null,
      gender: null,
      email_id: "asha@example.edu",
      category: "International Student",
      undergrad_university: null,
      category_confirmed: true,
      ...info,
    },
    studentStats: {
      student_id: "st_1001",
      degree: null,
      program: null,
      courses: null,
      course_names: null,
      current_education: null,
      gpa: null,
      english_scores: null,
      gre: null,
      work_ex: null,
      extracurricular_activities: null,
      research_papers: null,
      applying_semester: null,
      gpa_ten_scale: null,
      undergrad_course: null,
      conferences: null,
      answered_sections: [],
    },
  };
}

export function aFilledProfile(stats: Partial<StudentStats> = {}): StudentProfile {
  const empty = anEmptyProfile({
    dob: "2001-08-15",
    gender: "Female",
    undergrad_university: "Indian Institute of Technology Bombay",
  });
  return {
    studentInfo: empty.studentInfo,
    studentStats: {
      ...empty.studentStats,
      degree: "Masters",
      program: "Computer Science and IT",
      courses: ["CS", "DS"],
      course_names: ["Computer Science", "Data Science"],
      current_education: "Bachelors",
      gpa: 3.6,
      english_scores: {
        toefl: { writing: 25, reading: 28, speaking: 24, listening: 27, total_score: 104 },
      },
      gre: { verbal: 155, quantitative: 165, analytical_writing: 4, total: 320 },
      work_ex: { full: 24, internship: 6 },
      extracurricular_activities: [
        {
          activityType: "Competitions/Hackathons",
          organization: null,
          role: null,
          level: "National",
          achievement: "Winner/Top 3",
        },
      ],
      research_papers: ["IEEE Transactions on Neural Networks and Learning Systems", "Other"],
      applying_semester: "Fall",
      gpa_ten_scale: null,
      undergrad_course: { course_name: "Computer Science", course_code: "CS" },
      conferences: ["Neural Information Processing Systems (NeurIPS)", "Other", "Other"],
      answered_sections: [
        "academic",
        "tests",
        "work",
        "conferences",
        "research",
        "extracurricular",
      ],
      ...stats,
    },
  };
}

export const SOME_PROGRESS: Progress = {
  totalPercentage: 68,
  currentLevelNumber: 4,
  currentLevelName: "Contender",
  nextLevelName: "Application Ready",
};

export const SOME_STRENGTH: ProfileStrength = {
  abScore: 85,
  sop_overall_score: 72,
  resume_overall_score: null,
};
