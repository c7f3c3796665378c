import { describe, expect, it } from "vitest";
import {
  latestGraduates,
  listInWords,
  reportedNote,
  trendBars,
  trendText,
  tuitionLine,
  unknownFigures,
} from "./figureFormat";
import { unknownCountText } from "./figureText";

// Georgia Tech's Computer Science Master's, IPEDS Completions (its online program counts too).
const GT_CS = [
  { year: 2020, academic_year: "2019-20", count: 1790 },
  { year: 2021, academic_year: "2020-21", count: 2154 },
  { year: 2022, academic_year: "2021-22", count: 2566 },
  { year: 2023, academic_year: "2022-23", count: 2812 },
  { year: 2024, academic_year: "2023-24", count: 3162 },
];

const NOTHING_KNOWN = {
  overall_acceptance_rate: null,
  hasDeadlines: false,
  toefl: null,
  ielts: null,
  gre_required: null,
  gre_min: null,
  gre_avg: null,
  gpa_avg: null,
  gpa_min: null,
  course_duration: null,
  network_building: null,
};

describe("graduates", () => {
  it("reads the latest year known, whatever the order", () => {
    expect(latestGraduates([...GT_CS].reverse())?.count).toBe(3162);
    expect(latestGraduates([])).toBeNull();
  });

  it("draws the years known as shares of the largest, and reads them out", () => {
    const bars = trendBars([GT_CS[4]!, GT_CS[0]!]);
    expect(bars.map((b) => [b.label, Math.round(b.share * 100)])).toEqual([
      ["2019-20", 57],
      ["2023-24", 100],
    ]);
    expect(trendText(GT_CS)).toBe(
      "Master's degrees awarded per year: 2019-20: 1,790, 2020-21: 2,154, 2021-22: 2,566, 2022-23: 2,812, 2023-24: 3,162",
    );
    // A year with none is a year (0), not a gap; no years: not known.
    expect(trendBars([{ year: 2024, academic_year: "2023-24", count: 0 }])[0]?.share).toBe(0);
    expect(trendText([])).toBe("Not known");
  });
});

describe("tuitionLine", () => {
  it("gives out-of-state and, where it differs, in-state tuition (IPEDS 2023-24)", () => {
    expect(tuitionLine(30646, 15570)).toBe("$30,646 a year out of state, $15,570 in state");
    expect(tuitionLine(59499, 59499)).toBe("$59,499 a year");
    expect(tuitionLine(59499, null)).toBe("$59,499 a year");
    expect(tuitionLine(30646, 15570, { perYear: false })).toBe(
      "$30,646 out of state, $15,570 in state",
    );
    expect(tuitionLine(null, null)).toBe("Not known");
  });
});

describe("unknownFigures", () => {
  it("groups what a program of the IPEDS catalogue does not publish into one short list", () => {
    expect(listInWords(unknownFigures(NOTHING_KNOWN))).toBe(
      "acceptance rate, deadlines, test and GPA minimums, GRE policy, GRE and GPA averages, duration and network building",
    );
  });

  it("names only what stays unknown once a figure arrives with a source", () => {
    const names = unknownFigures({
      ...NOTHING_KNOWN,
      toefl: 90,
      hasDeadlines: true,
      gpa_avg: 3.53,
      gre_avg: 315,
    });
    expect(names).toEqual([
      "acceptance rate",
      "IELTS minimum",
      "GRE minimum",
      "GPA minimum",
      "GRE policy",
      "duration",
      "network building",
    ]);
  });

  it("joins a list as words", () => {
    expect(listInWords([])).toBe("");
    expect(listInWords(["deadlines"])).toBe("deadlines");
    expect(listInWords(["a", "b", "c"])).toBe("a, b and c");
  });
});

describe("provenance and counts in words", () => {
  it("says an average comes from reported decisions", () => {
    expect(reportedNote(487)).toBe("from 487 reported decisions");
    expect(reportedNote(1)).toBe("from 1 reported decision");
    expect(reportedNote(null)).toBe("from reported decisions");
  });

  it("counts the programs a range left out for a figure not known", () => {
    expect(unknownCountText("toeflRange", 2961)).toBe(
      "2,961 programs don't publish a TOEFL minimum",
    );
    expect(unknownCountText("tuitionRange", 1)).toBe("1 program doesn't report its tuition");
    expect(unknownCountText("rankRange", 3116)).toBe("3,116 programs have no sourced rank");
  });
});
