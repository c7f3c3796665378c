import { describe, expect, it } from "vitest";
import { aCourse, daysFromToday, deadlines } from "./shortlistFixtures";
import { DEFAULT_VIEW, visibleCourses } from "./shortlistView";

const today = daysFromToday(0);
const byDeadline = (order: "asc" | "desc") => ({
  ...DEFAULT_VIEW,
  sort: "regularDeadline" as const,
  order,
});
const names = (courses: { university_name: string }[]) => courses.map((c) => c.university_name);

describe("visibleCourses by regular deadline", () => {
  const published = aCourse({
    course_id: 1,
    university_name: "Published",
    applicationDeadlines: deadlines({ regular_deadline: daysFromToday(40) }),
  });
  // The real catalogue publishes no deadline: the student's own date stands in for it.
  const own = aCourse({
    course_id: 2,
    university_name: "Own date",
    applicationDeadlines: deadlines(),
    own_deadline: daysFromToday(20),
  });
  const unknown = aCourse({
    course_id: 3,
    university_name: "Not known",
    applicationDeadlines: deadlines(),
  });
  const courses = [unknown, published, own];

  it("puts a course with no deadline known last, in either order", () => {
    expect(names(visibleCourses(courses, byDeadline("asc"), today))).toEqual([
      "Own date",
      "Published",
      "Not known",
    ]);
    expect(names(visibleCourses(courses, byDeadline("desc"), today))).toEqual([
      "Published",
      "Own date",
      "Not known",
    ]);
  });

  it("answers the courses themselves, not copies", () => {
    expect(visibleCourses(courses, byDeadline("asc"), today)[0]).toBe(own);
  });
});
