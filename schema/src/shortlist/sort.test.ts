import { describe, expect, it } from "vitest";
import { NO_DEADLINES } from "./deadlines";
import { needsStatusUpdate } from "./popups";
import { type SortableCourse, sortShortlist } from "./sort";

const course = (
  name: string,
  category: string | null,
  admitChances: number | null,
  regular: string | null,
): SortableCourse & { name: string } => ({
  name,
  category,
  admitChances,
  applicationDeadlines: { ...NO_DEADLINES, regular_deadline: regular },
});

const list = [
  course("a", "ambitious", 30, "2027-01-15"),
  course("b", "very safe", 90, null),
  course("c", "NA", 0, "2026-12-01"),
  course("d", "moderate", 55, "2027-03-01"),
  course("e", "very ambitious", 10, "2026-12-15"),
  course("f", "safe", 75, "2027-01-15"),
  course("g", null, null, null),
];
const names = (sorted: { name: string }[]) => sorted.map((c) => c.name).join("");

describe("sortShortlist (spec 2 section 4)", () => {
  it("sorts by category in the spec's order, unknown and NA last both ways", () => {
    expect(names(sortShortlist(list, "category", "asc"))).toBe("bfdaecg");
    expect(names(sortShortlist(list, "category", "desc"))).toBe("eadfbcg");
  });

  it("sorts by admitChances, NA and uncalculated last both ways", () => {
    expect(names(sortShortlist(list, "admitChances", "asc"))).toBe("eadfbcg");
    expect(names(sortShortlist(list, "admitChances", "desc"))).toBe("bfdaecg");
  });

  it("sorts by regular deadline with missing deadlines last, ties in the server's order", () => {
    expect(names(sortShortlist(list, "regularDeadline", "asc"))).toBe("ceafdbg");
    expect(names(sortShortlist(list, "regularDeadline", "desc"))).toBe("dafecbg");
  });

  it("leaves its input as it was", () => {
    const copy = [...list];
    sortShortlist(list, "category", "desc");
    expect(list).toEqual(copy);
  });
});

describe("needsStatusUpdate (the status popup's rule)", () => {
  it("asks a Shortlisted course once its regular deadline has passed", () => {
    expect(needsStatusUpdate("Shortlisted", "2026-11-25", false, "2026-11-25")).toBe(false);
    expect(needsStatusUpdate("Shortlisted", "2026-11-24", false, "2026-11-25")).toBe(true);
  });

  it("asks an Applied course six weeks after the deadline, and never a decided one", () => {
    expect(needsStatusUpdate("Applied", "2026-10-14", false, "2026-11-25")).toBe(false);
    expect(needsStatusUpdate("Applied", "2026-10-13", false, "2026-11-25")).toBe(true);
    for (const status of ["Wait Listed", "Accepted", "Rejected", "Admitted"] as const)
      expect(needsStatusUpdate(status, "2025-01-01", false, "2026-11-25")).toBe(false);
  });

  it("never asks about rolling admission or a course without a deadline", () => {
    expect(needsStatusUpdate("Shortlisted", "2025-01-01", true, "2026-11-25")).toBe(false);
    expect(needsStatusUpdate("Shortlisted", null, false, "2026-11-25")).toBe(false);
  });
});
