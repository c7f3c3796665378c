/** University search and details (spec 2 section 7). */
import { z } from "zod";
import type {
  CourseDetails,
  CourseStats,
  CourseWithAssessment,
  FilterUniversitiesAnswer,
  UniversityDetails,
} from "../university-search";
import { defineRoute } from "./contract";
import {
  courseIdSchema,
  courseParams,
  filterUniversitiesBody,
  pageQuery,
  studentParams,
  universityIdSchema,
  universityParams,
} from "./inputs";

const tag = "Search";
const notFound = { 404: "No such university or course." };

export const searchRoutes = {
  filterUniversities: defineRoute<FilterUniversitiesAnswer>()({
    name: "filterUniversities",
    method: "POST",
    path: "/api/filter-universities",
    guard: "public",
    summary: "A page of programs matching the filters, and their total.",
    tag,
    query: pageQuery,
    body: filterUniversitiesBody,
  }),
  filterUniversitiesForStudent: defineRoute<FilterUniversitiesAnswer>()({
    name: "filterUniversitiesForStudent",
    method: "POST",
    path: "/api/filter-universities/:student_id",
    guard: "own-student",
    summary: "The same page with the student's admit chances and preference match per program.",
    tag,
    params: studentParams,
    query: pageQuery,
    body: filterUniversitiesBody,
  }),
  universityCourses: defineRoute<CourseDetails[]>()({
    name: "universityCourses",
    method: "GET",
    path: "/api/get-university-specific-courses-list/:universityId",
    guard: "public",
    summary: "Every program of a university.",
    tag,
    params: universityParams,
    statuses: notFound,
  }),
  courseDetails: defineRoute<CourseDetails>()({
    name: "courseDetails",
    method: "GET",
    path: "/api/get-course-details/:courseId",
    guard: "public",
    summary: "One program.",
    tag,
    params: courseParams,
    statuses: notFound,
  }),
  universityDetails: defineRoute<UniversityDetails>()({
    name: "universityDetails",
    method: "GET",
    path: "/api/get-university-details/:universityId",
    guard: "public",
    summary: "One university's facts.",
    tag,
    params: universityParams,
    statuses: notFound,
  }),
  courseStatsForShortlisting: defineRoute<CourseStats>()({
    name: "courseStatsForShortlisting",
    method: "GET",
    path: "/api/get-course-stats-for-shortlisting/:courseId/:student_id",
    guard: "own-student",
    summary: "One program with the student's chance, its reasons and the preference match.",
    tag,
    params: z.object({ courseId: courseIdSchema, student_id: z.string() }),
    statuses: notFound,
  }),
  universityCoursesForStudent: defineRoute<CourseWithAssessment[]>()({
    name: "universityCoursesForStudent",
    method: "GET",
    path: "/api/get-university-courses-for-student/:universityId/:student_id",
    guard: "own-student",
    summary: "Every program of a university with the student's chances (ours: one call).",
    tag,
    params: z.object({ universityId: universityIdSchema, student_id: z.string() }),
    statuses: notFound,
  }),
} as const;
