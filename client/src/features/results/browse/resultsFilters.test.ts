import { describe, expect, it } from "vitest";
import {
  communityResultsUrl,
  hasFilters,
  NO_FILTERS,
  readResultsFilters,
  resultsFiltersParams,
} from "./resultsFilters";

const read = (search: string) => readResultsFilters(new URLSearchParams(search));

describe("results filters in the query string", () => {
  it("reads every filter and writes it back the same way", () => {
    const search = "universityId=42&courseId=101&decision=Wait+Listed&season=Spring+2025&page=3";
    const filters = read(search);
    expect(filters).toEqual({
      universityId: 42,
      courseId: 101,
      decision: "Wait Listed",
      season: "Spring 2025",
      page: 3,
    });
    expect(resultsFiltersParams(filters).toString()).toBe(search);
  });

  it.each([
    ["no parameters", ""],
    ["ids that are not positive whole numbers", "universityId=-4&courseId=1.5"],
    ["an unknown decision and a season that is not one", "decision=Maybe&season=Winter+26"],
    ["a page out of range", "page=0"],
    ["a page past the server's last", "page=10001"],
  ])("drops %s", (_, search) => {
    expect(read(search)).toEqual(NO_FILTERS);
  });

  it("keeps a course only within its university", () => {
    expect(read("courseId=101").courseId).toBeNull();
    expect(resultsFiltersParams({ courseId: 101 }).toString()).toBe("");
  });

  it("leaves the defaults out of links", () => {
    expect(communityResultsUrl()).toBe("/community-results");
    expect(communityResultsUrl({ universityId: 42, page: 1 })).toBe(
      "/community-results?universityId=42",
    );
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, season: "Fall 2026" })).toBe(true);
  });
});
