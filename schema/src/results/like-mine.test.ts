import { describe, expect, it } from "vitest";
import { likeMineBand } from "./like-mine";

describe("likeMineBand", () => {
  it("spans 0.15 of GPA and 5 GRE points either side, in whole cents", () => {
    expect(likeMineBand(3.6, 324)).toEqual({
      gpaFrom: 3.45,
      gpaTo: 3.75,
      greFrom: 319,
      greTo: 329,
    });
  });

  it("leaves the GRE open for a student without one", () => {
    expect(likeMineBand(3.1, null)).toEqual({
      gpaFrom: 2.95,
      gpaTo: 3.25,
      greFrom: null,
      greTo: null,
    });
  });

  it("stays within the scales' bounds", () => {
    expect(likeMineBand(3.95, 338)).toEqual({ gpaFrom: 3.8, gpaTo: 4, greFrom: 333, greTo: 340 });
    expect(likeMineBand(0.1, null)?.gpaFrom).toBe(0);
  });

  it("has no band without a GPA", () => {
    expect(likeMineBand(null, 320)).toBeNull();
  });
});
