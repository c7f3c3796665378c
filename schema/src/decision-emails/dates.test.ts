import { describe, expect, it } from "vitest";
import { classifyPastedText } from "./classify";
import { writtenDate } from "./dates";

const NOW = new Date("2026-11-26T20:00:00Z");
const iso = (header: string | null) => writtenDate(header, NOW)?.toISOString() ?? null;

describe("when a pasted decision email was written", () => {
  it("reads the Date or Sent line as mail programs write it", () => {
    expect(iso("Tue, 10 Mar 2026 09:12:00 -0400")).toBe("2026-03-10T13:12:00.000Z");
    expect(iso("Tue, Mar 10, 2026 at 9:12 AM")?.slice(0, 10)).toBe("2026-03-10");
    expect(iso("Tuesday, March 10, 2026 9:12 AM")?.slice(0, 10)).toBe("2026-03-10");
    expect(iso("March 10, 2026 at 9:12:00 AM EDT")).toBe("2026-03-10T13:12:00.000Z");
    // Numbers either way round, when only one reading is a date.
    expect(iso("25/03/2026 10:00")?.slice(0, 10)).toBe("2026-03-25");
    expect(iso("3/25/2026 10:00 AM")?.slice(0, 10)).toBe("2026-03-25");
    expect(iso("25.03.26, 10:00")?.slice(0, 10)).toBe("2026-03-25");
  });

  it("is no date when it could be read two ways, is ahead of now or years old, or is not English", () => {
    expect(iso("3/10/2026 9:12 AM")).toBeNull();
    expect(iso("Tue, 10 Mar 2027 09:12:00 -0400")).toBeNull();
    expect(iso("Tue, 10 Mar 2020 09:12:00 -0400")).toBeNull();
    expect(iso("Dienstag, 10. März 2026 09:12")).toBeNull();
    expect(iso("")).toBeNull();
    expect(iso(null)).toBeNull();
  });

  it("comes from the header block pasted with the text", () => {
    const finding = classifyPastedText(
      [
        "From: Graduate Admissions <gradadmissions@cmu.edu>",
        "Sent: Thursday, March 12, 2026 8:30 AM",
        "Subject: Your application decision",
        "",
        "Congratulations! We are pleased to offer you admission to the MS in Computer Science.",
      ].join("\n"),
      [{ id: 1, name: "Carnegie Mellon University", domains: ["cmu.edu"] }],
    );
    expect(finding.kind).toBe("Accepted");
    expect(finding.date).toBe("Thursday, March 12, 2026 8:30 AM");
    expect(iso(finding.date)?.slice(0, 10)).toBe("2026-03-12");
  });
});
