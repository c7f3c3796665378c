/**
 * Course reads through GraphQL: a university's list (with the student's chances when logged in),
 * one course, and one course with the student's chance (spec 2 section 7). Answers come from the
 * cache while it holds them; a profile or preferences change evicts the chances (cache.ts).
 *
 * No request is aborted with its caller: a stopped actor's answer is ignored by XState anyway,
 * and a read without a signal shares one in-flight request with identical reads (StrictMode
 * stops and restarts an actor mid-request; the restarted one waits on the same request).
 */
import type { CourseDeadlines } from "@gradplan/schema";
import {
  type CourseChanceFieldsFragment,
  CourseDetailsDocument,
  type CourseDetailsFieldsFragment,
  CourseStatsForShortlistingDocument,
  UniversityCoursesDocument,
  UniversityCoursesForStudentDocument,
} from "../../graphql/generated";
import { readQuery } from "../../shared/graphql/request";

/** A course as the pages show it: its deadlines read from the JSON the API sends them in. */
export type CourseDetails = Omit<CourseDetailsFieldsFragment, "deadlines"> & {
  deadlines: CourseDeadlines;
};

type WhatIfRow = NonNullable<CourseChanceFieldsFragment["whatIf"]>[number];

/** A student's chance at one course: category, percent and range, reasons, what would move it. */
export type CourseChance = Omit<CourseChanceFieldsFragment, "whatIf"> & { whatIf: WhatIfRow[] };

export type CourseWithChance = CourseChance & { course: CourseDetails };

/**
 * The gateway sends the catalogue's deadlines, validated on import, as JSON in the spec's shape;
 * null (no sourced deadline) reads as no semester at all.
 */
export function withDeadlines({
  deadlines,
  ...course
}: CourseDetailsFieldsFragment): CourseDetails {
  return {
    ...course,
    deadlines: (deadlines === null ? {} : JSON.parse(deadlines)) as CourseDeadlines,
  };
}

function withChance({
  course,
  whatIf,
  ...chance
}: CourseChanceFieldsFragment & { course: CourseDetailsFieldsFragment }): CourseWithChance {
  return { ...chance, whatIf: whatIf ?? [], course: withDeadlines(course) };
}

export async function universityCourses(universityId: number): Promise<CourseDetails[]> {
  const data = await readQuery(UniversityCoursesDocument, { universityId });
  return data.universityCourses.map(withDeadlines);
}

export async function universityCoursesForStudent(
  universityId: number,
): Promise<CourseWithChance[]> {
  const data = await readQuery(UniversityCoursesForStudentDocument, { universityId });
  return data.universityCoursesForStudent.map(withChance);
}

export async function courseDetails(courseId: number): Promise<CourseDetails> {
  const data = await readQuery(CourseDetailsDocument, { courseId });
  return withDeadlines(data.courseDetails);
}

export async function courseStats(courseId: number): Promise<CourseWithChance> {
  const data = await readQuery(CourseStatsForShortlistingDocument, { courseId });
  return withChance(data.courseStatsForShortlisting);
}

export const courseApi = {
  universityCourses,
  universityCoursesForStudent,
  courseDetails,
  courseStats,
};
