/**
 * The filter-universities workload: filters students actually set (states, a test band, a
 * course, a budget), first pages and a page further on, logged out and logged in.
 */
import { randomUUID } from "node:crypto";
import { API, pathOf, type UniversityFilters } from "@gradplan/schema";
import type { RequestSpec } from "./paced-load";
import type { PeakRequest } from "./throughput";

export const FILTERS: Partial<UniversityFilters>[] = [
  {},
  { states: ["CA"] },
  { states: ["TX", "NY"], greRange: [300, 320] },
  { courses: ["CS"] },
  { courses: ["CS", "DS"], toeflRange: [70, 100] },
  { universityType: ["Public"], tuitionRange: [0, 30000] },
  { climate: ["Warm"], rankRange: [1, 50] },
  { gpaRange: [3.5, 4], courses: ["EE"] },
  { states: ["MA", "PA", "IL"], universityType: ["Private"] },
  { ieltsRange: [6, 7], climate: ["Cold"], courses: ["ME", "CV"] },
];
export const PAGES = [1, 1, 2, 5];

export interface FilterRequest {
  path: string;
  body: string;
}

/** Every filter at every page: 40 distinct requests, the same for each server. */
export function filterRequests(studentId: string | null): FilterRequest[] {
  const path = (page: number) =>
    studentId
      ? pathOf(
          API.search.filterUniversitiesForStudent,
          { student_id: studentId },
          { page, limit: 10 },
        )
      : pathOf(API.search.filterUniversities, {}, { page, limit: 10 });
  return FILTERS.flatMap((filters) =>
    PAGES.map((page) => ({
      path: path(page),
      body: JSON.stringify({ filters }),
    })),
  );
}

export function asPaced(origin: string, requests: FilterRequest[], cookie?: string): RequestSpec[] {
  return requests.map((r) => ({
    url: new URL(r.path, origin),
    method: "POST",
    body: r.body,
    headers: cookie ? { cookie } : undefined,
  }));
}

export function asPeak(requests: FilterRequest[], cookie?: string): PeakRequest[] {
  return requests.map((r) => ({
    path: r.path,
    method: "POST" as const,
    body: r.body,
    headers: cookie ? { cookie } : undefined,
  }));
}

/** A student with a full profile, signed in through the gateway: their id and session cookie. */
export async function benchStudent(origin: string): Promise<{ studentId: string; cookie: string }> {
  const password = "Bench!pass9";
  const res = await fetch(`${origin}${pathOf(API.auth.register)}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `bench-${randomUUID()}@example.com`,
      password,
      confirmPassword: password,
      firstName: "Bench",
      lastName: "Student",
      category: "International Student",
    }),
  });
  const { user } = (await res.json()) as { user: { student_id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const stats = pathOf(API.students.updateStudentStats, { student_id: user.student_id });
  await fetch(`${origin}${stats}`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      gpa: 3.6,
      english_scores: { toefl: { writing: 26, reading: 27, speaking: 24, listening: 26 } },
      gre: { verbal: 157, quantitative: 165, analytical_writing: 4 },
      section: "tests",
    }),
  });
  return { studentId: user.student_id, cookie };
}

/**
 * Shortlists `count` courses for the student through the gateway (the best-ranked of the
 * catalogue, spread over universities), as the '+' on search cards does.
 */
export async function shortlistCourses(
  origin: string,
  student: { studentId: string; cookie: string },
  courseIds: number[],
): Promise<void> {
  for (const courseId of courseIds) {
    const res = await fetch(`${origin}${pathOf(API.shortlist.checkAndAddCourse)}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: student.cookie },
      body: JSON.stringify({ studentId: student.studentId, course: { course_id: courseId } }),
    });
    if (!res.ok) throw new Error(`shortlisting ${courseId} failed: ${res.status}`);
  }
}
