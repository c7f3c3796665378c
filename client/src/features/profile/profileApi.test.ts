import { describe, expect, it } from "vitest";
import { fakeGraphql } from "../../test/graphql";
import { profileApi } from "./profileApi";

describe("profileApi", () => {
  it("searches courses with the query tidied, answering in the forms' field names", async () => {
    const graphql = fakeGraphql({
      searchCourses: () => [{ courseName: "Data Science", courseCode: "DS" }],
    });
    const found = await profileApi.searchCourses("  data   sci ");
    expect(found).toEqual([{ course_name: "Data Science", course_code: "DS" }]);
    expect(graphql.callsOf("searchCourses")).toEqual([{ searchQuery: "data sci" }]);
  });

  it("a recalculation the server reports as failed rejects, so the flow logs it", async () => {
    const graphql = fakeGraphql({
      recalculateShortlist: () => ({ status: "queued", updated: null }),
    });
    await expect(profileApi.recalculateShortlist()).resolves.toBeUndefined();
    graphql.fields.recalculateShortlist = () => ({ status: "failed", updated: null });
    await expect(profileApi.recalculateShortlist()).rejects.toThrow("failed");
    expect(graphql.callsOf("recalculateShortlist")).toEqual([{}, {}]);
  });
});
