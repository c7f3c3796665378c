import { describe, expect, it } from "vitest";
import { parseUniversityId, universityDetailsUrl } from "../../shared/links/universityDetailsUrl";
import { formatAcceptanceRate, formatTuition, safeWebsiteUrl } from "./universityFormat";

describe("parseUniversityId", () => {
  it.each([
    ["42", 42],
    [" 7 ", 7],
    ["0", null],
    ["-1", null],
    ["4.5", null],
    ["1e3", null],
    ["abc", null],
    ["", null],
    [null, null],
    ["2147483648", null],
  ])("%s -> %s", (raw, expected) => {
    expect(parseUniversityId(raw)).toBe(expected);
  });
});

describe("formatting", () => {
  it("formats tuition in whole dollars a year and the acceptance rate in percent", () => {
    expect(formatTuition(62484)).toBe("$62,484 per year");
    expect(formatAcceptanceRate(45)).toBe("45%");
    expect(formatAcceptanceRate(12.345)).toBe("12.3%");
  });

  it("only turns http(s) websites into links", () => {
    expect(safeWebsiteUrl("https://www.mit.edu")?.hostname).toBe("www.mit.edu");
    expect(safeWebsiteUrl("javascript:alert(1)")).toBeNull();
    expect(safeWebsiteUrl("not a url")).toBeNull();
    expect(safeWebsiteUrl(null)).toBeNull();
  });
});

describe("universityDetailsUrl", () => {
  it("encodes the name and id as query parameters", () => {
    const url = universityDetailsUrl({ universityId: 9, universityName: "William & Mary" });
    expect(url).toBe("/university-details?universityName=William+%26+Mary&universityId=9");
  });
});
