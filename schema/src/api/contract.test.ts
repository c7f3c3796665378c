import { describe, expect, expectTypeOf, it } from "vitest";
import type { StudentProfile } from "../profile";
import {
  API,
  PATHS,
  pathOf,
  type RouteAnswer,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
} from "./index";

describe("pathOf", () => {
  it("fills the path's parameters, encoded, and adds the query", () => {
    expect(pathOf(API.students.studentInfo, { student_id: "a/b c" })).toBe(
      "/api/get-student-info/a%2Fb%20c",
    );
    expect(
      pathOf(API.search.filterUniversities, {}, { page: 2, limit: 10, skipped: undefined }),
    ).toBe("/api/filter-universities?page=2&limit=10");
    expect(pathOf(API.catalogue.searchJournal)).toBe("/api/search-journal");
  });

  it("takes a path of PATHS as well as a declaration, and both are the same path", () => {
    expect(pathOf(PATHS.search.courseDetails, { courseId: 12 })).toBe("/api/get-course-details/12");
    for (const [domain, routes] of Object.entries(API))
      for (const [name, route] of Object.entries(routes))
        expect(route.path, `${domain}.${name}`).toBe(
          (PATHS as Record<string, Record<string, string>>)[domain]?.[name],
        );
  });

  it("refuses to build a path with a parameter missing", () => {
    expect(() => pathOf(API.students.studentInfo, {} as { student_id: string })).toThrow(
      /student_id is missing/,
    );
  });
});

describe("the declarations' types", () => {
  it("give each route its parsed input and its answer", () => {
    expectTypeOf<RouteParams<typeof API.students.studentInfo>>().toEqualTypeOf<{
      student_id: string;
    }>();
    expectTypeOf<RouteQuery<typeof API.catalogue.searchJournal>>().toEqualTypeOf<{
      searchQuery: string;
    }>();
    expectTypeOf<RouteBody<typeof API.auth.logout>>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteAnswer<typeof API.students.studentInfo>>().toEqualTypeOf<StudentProfile>();
  });
});
