/** University search and details (spec 2 section 7). */
import { z } from "zod";
import type {
  CourseDetails,
  CourseDetailsWithFigures,
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
  searchPageQuery,
  studentParams,
  universityIdSchema,
  universityParams,
} from "./inputs";
import { PATHS } from "./paths";

const tag = "Search";
const notFound = { 404: "No such university or course." };

export const searchRoutes = {
  filterUniversities: defineRoute<FilterUniversitiesAnswer>()({
    name: "filterUniversities",
    method: "POST",
    path: PATHS.search.filterUniversities,
    guard: "public",
    summary: "A page of programs matching the filters, and their total.",
    tag,
    query: searchPageQuery,
    body: filterUniversitiesBody,
  }),
  filterUniversitiesForStudent: defineRoute<FilterUniversitiesAnswer>()({
    name: "filterUniversitiesForStudent",
    method: "POST",
    path: PATHS.search.filterUniversitiesForStudent,
    guard: "own-student",
    summary: "The same page with the student's admit chances and preference match per program.",
    tag,
    params: studentParams,
    query: searchPageQuery,
    body: filterUniversitiesBody,
  }),
  universityCourses: defineRoute<CourseDetails[]>()({
    name: "universityCourses",
    method: "GET",
    path: PATHS.search.universityCourses,
    guard: "public",
    summary: "Every program of a university.",
    tag,
    params: universityParams,
    statuses: notFound,
  }),
  courseDetails: defineRoute<CourseDetailsWithFigures>()({
    name: "courseDetails",
    method: "GET",
    path: PATHS.search.courseDetails,
    guard: "public",
    summary: "One program, with the figures checked against a source (sourced_figures).",
    tag,
    params: courseParams,
    statuses: notFound,
  }),
  universityDetails: defineRoute<UniversityDetails>()({
    name: "universityDetails",
    method: "GET",
    path: PATHS.search.universityDetails,
    guard: "public",
    summary: "One university's facts.",
    tag,
    params: universityParams,
    statuses: notFound,
  }),
  courseStatsForShortlisting: defineRoute<CourseStats>()({
    name: "courseStatsForShortlisting",
    method: "GET",
    path: PATHS.search.courseStatsForShortlisting,
    guard: "own-student",
    summary: "One program with the student's chance, its reasons and the preference match.",
    tag,
    params: z.object({ courseId: courseIdSchema, student_id: z.string() }),
    statuses: notFound,
  }),
  universityCoursesForStudent: defineRoute<CourseWithAssessment[]>()({
    name: "universityCoursesForStudent",
    method: "GET",
    path: PATHS.search.universityCoursesForStudent,
    guard: "own-student",
    summary: "Every program of a university with the student's chances (ours: one call).",
    tag,
    params: z.object({ universityId: universityIdSchema, student_id: z.string() }),
    statuses: notFound,
  }),
} as const;
