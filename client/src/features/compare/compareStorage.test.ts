import { afterEach, describe, expect, it } from "vitest";
import { clearSession } from "../../shared/session/session";
import { MICHIGAN_CS, MIT_CS, STANFORD_CS, STANFORD_EE } from "../university/courseFixtures";
import { COMPARE_STORAGE_KEY, loadComparedCourses, saveComparedCourses } from "./compareStorage";

afterEach(() => sessionStorage.clear());

describe("compareStorage", () => {
  it("keeps the compared courses in sessionStorage under the app's prefix", () => {
    saveComparedCourses([STANFORD_CS, MIT_CS]);
    expect(COMPARE_STORAGE_KEY).toBe("gradplan.compare");
    expect(loadComparedCourses()).toEqual([STANFORD_CS, MIT_CS]);
  });

  it("reads unreadable or oversized values as what can be trusted", () => {
    sessionStorage.setItem(COMPARE_STORAGE_KEY, "{not json");
    expect(loadComparedCourses()).toEqual([]);
    sessionStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([{ course_id: "x" }, MIT_CS]));
    expect(loadComparedCourses()).toEqual([MIT_CS]);
    sessionStorage.setItem(
      COMPARE_STORAGE_KEY,
      JSON.stringify([STANFORD_CS, STANFORD_EE, MIT_CS, MICHIGAN_CS]),
    );
    expect(loadComparedCourses()).toHaveLength(3);
  });

  it("is cleared on logout with the rest of the app's keys", () => {
    saveComparedCourses([STANFORD_CS]);
    clearSession("logout");
    expect(loadComparedCourses()).toEqual([]);
  });
});
