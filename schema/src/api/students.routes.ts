/** The student profile (spec 1 section 7). */
import {
  type ProfileStrength,
  type Progress,
  type StudentDetails,
  type StudentInfo,
  type StudentProfile,
  type StudentStats,
  updateStudentInfoSchema,
  updateStudentStatsSchema,
} from "../profile";
import { defineRoute } from "./contract";
import { studentParams } from "./inputs";
import { PATHS } from "./paths";

const tag = "Profile";
const read = {
  method: "GET",
  guard: "own-student",
  tag,
  params: studentParams,
} as const;

export const studentRoutes = {
  studentInfo: defineRoute<StudentProfile>()({
    ...read,
    name: "studentInfo",
    path: PATHS.students.studentInfo,
    summary: "The student's personal information and statistics.",
  }),
  studentDetails: defineRoute<StudentDetails>()({
    ...read,
    name: "studentDetails",
    path: PATHS.students.studentDetails,
    summary: "The account and education summary.",
  }),
  profileStrength: defineRoute<ProfileStrength>()({
    ...read,
    name: "profileStrength",
    path: PATHS.students.profileStrength,
    summary: "The profile's score and the resume and SOP scores.",
  }),
  progress: defineRoute<Progress>()({
    ...read,
    name: "progress",
    path: PATHS.students.progress,
    summary: "How much of the profile is filled in.",
  }),
  updateStudentInfo: defineRoute<{ success: true; studentInfo: StudentInfo }>()({
    name: "updateStudentInfo",
    method: "PUT",
    path: PATHS.students.updateStudentInfo,
    guard: "own-student",
    summary: "Save the personal information.",
    tag,
    params: studentParams,
    body: updateStudentInfoSchema,
  }),
  updateStudentStats: defineRoute<{ success: true; studentStats: StudentStats }>()({
    name: "updateStudentStats",
    method: "PUT",
    path: PATHS.students.updateStudentStats,
    guard: "own-student",
    summary: "Save one section of the statistics (or all of them).",
    tag,
    params: studentParams,
    body: updateStudentStatsSchema,
  }),
} as const;
