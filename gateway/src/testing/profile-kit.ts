/** What the profile tests share: filled sections of a profile and the calls that save them. */
import type { StudentProfile } from "@gradplan/schema";
import type { StudentClient } from "./student-client";

export const PERSONAL = {
  firstname: "Asha",
  lastname: "Rao",
  nationality: "IN",
  dob: "2001-04-09",
  gender: "Female",
  category: "International Student",
  undergrad_university: "Indian Institute of Technology Bombay",
};

export const ACADEMIC = {
  degree: "Masters",
  program: "Computer Science and IT",
  courses: ["CS", "DS"],
  current_education: "Bachelors",
  applying_semester: "Fall",
  undergrad_course: { course_name: "Computer Science", course_code: "CS" },
  section: "academic",
};

export const TOEFL = { writing: 27, reading: 28, speaking: 24, listening: 26 };
export const TESTS = {
  gpa: 3.6,
  gpa_ten_scale: null,
  english_scores: { toefl: TOEFL },
  gre: { verbal: 158, quantitative: 166, analytical_writing: 4 },
  section: "tests",
};

export const profileOf = async (s: StudentClient) =>
  (await s.call<StudentProfile>("GET", `/api/get-student-info/${s.studentId}`)).body;
export const putStats = (s: StudentClient, body: unknown) =>
  s.call("PUT", `/api/update-student-stats/${s.studentId}`, body);
export const putInfo = (s: StudentClient, body: unknown) =>
  s.call("PUT", `/api/update-student-info/${s.studentId}`, body);
