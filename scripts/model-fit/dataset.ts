/**
 * The Edulix decisions as the product sees them: each decision becomes an ApplicantProfile and
 * the ProgramFacts of its catalogue course, so the fit and its report run the product's own code.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  type ApplicantProfile,
  COURSE_CODES,
  gpaTenToFour,
  type ProgramFacts,
} from "@gradplan/schema";
import { readSource } from "../catalogue/build";
import { type CourseCode, courseIdFor } from "../catalogue/codes";
import { applyReportedFigures, type ReportedFigures } from "../catalogue/reported-figures";
import { buildSampleCatalogue } from "../catalogue/sample";
import type { SampleCourse } from "../catalogue/sample-types";
import { type Decision, EDULIX_UNIVERSITIES, heldOut, readDecisions } from "./edulix";

export interface Row {
  applicant: number;
  admit: boolean;
  heldOut: boolean;
  courseId: number;
  applicant4: ApplicantProfile;
  /** Whether the decision gave a TOEFL total (else English is read as at the minimum). */
  hasToefl: boolean;
  percentage: boolean;
}

/** A reported-figures table needs this many admits of a program (issue: "say 30 or more"). */
export const MIN_REPORTED_ADMITS = 30;

export function fourPointGpa(d: Decision, percentToTen: (p: number) => number): number {
  if (d.gpaScale === 4) return d.gpa;
  if (d.gpaScale === 5) return Math.round(d.gpa * 80) / 100;
  if (d.gpaScale === 10) return gpaTenToFour(d.gpa);
  return gpaTenToFour(percentToTen(d.gpa));
}

export interface Dataset {
  rows: Row[];
  /** The sample's own course figures (no reported figures applied), by courseId. */
  sample: Map<number, SampleCourse>;
  decisions: Decision[];
}

/** The decisions file is development data kept outside the repository: say where it was looked for. */
function requireFile(path: string, what: string): void {
  if (!existsSync(path)) {
    console.error(
      `model:fit: ${what} is not at ${path}. It is development data in ../shared/data (see its README); pass --data or --source.`,
    );
    process.exit(2);
  }
}

export function loadDataset(
  dataFile: string,
  sourceDir: string,
  percentToTen: (p: number) => number,
): Dataset {
  requireFile(dataFile, "the decisions file");
  requireFile(sourceDir, "the catalogue's source folder");
  const decisions = readDecisions(dataFile);
  const catalogue = buildSampleCatalogue(readSource(sourceDir), { reported: [] });
  const sample = new Map(catalogue.courses.map((c) => [c.courseId, c]));
  const rows: Row[] = [];
  for (const d of decisions) {
    const universityId = EDULIX_UNIVERSITIES[d.university];
    if (universityId === undefined || d.code === null) continue;
    if (!(COURSE_CODES as readonly string[]).includes(d.code)) continue;
    const courseId = courseIdFor(universityId, d.code as CourseCode);
    if (!sample.has(courseId)) continue;
    rows.push({
      applicant: d.applicant,
      admit: d.admit,
      heldOut: heldOut(d.applicant),
      courseId,
      hasToefl: d.toefl !== null,
      percentage: d.gpaScale === 100,
      applicant4: {
        category: "International Student",
        gpa: fourPointGpa(d, percentToTen),
        english: d.toefl === null ? null : { test: "TOEFL", total: d.toefl },
        gre: { verbal: d.greVerbal, quantitative: d.greQuant, analyticalWriting: 0 },
        researchPapers: d.journalPubs,
        conferences: d.confPubs,
        fullTimeMonths: d.industryMonths,
        internshipMonths: d.internshipMonths,
        activities: [],
      },
    });
  }
  return { rows, sample, decisions };
}

/** Averages of the admits' GPA and GRE for each course with enough admits among `rows`. */
export function reportedFiguresOf(rows: readonly Row[]): ReportedFigures[] {
  const byCourse = new Map<number, Row[]>();
  for (const r of rows)
    if (r.admit) byCourse.set(r.courseId, [...(byCourse.get(r.courseId) ?? []), r]);
  const out: ReportedFigures[] = [];
  for (const [courseId, admits] of [...byCourse].sort((a, b) => a[0] - b[0])) {
    if (admits.length < MIN_REPORTED_ADMITS) continue;
    const mean = (f: (r: Row) => number) => admits.reduce((s, r) => s + f(r), 0) / admits.length;
    out.push({
      courseId,
      admits: admits.length,
      gpaAvg: Math.round(mean((r) => r.applicant4.gpa!) * 100) / 100,
      greAvg: Math.round(mean((r) => r.applicant4.gre!.verbal + r.applicant4.gre!.quantitative)),
    });
  }
  return out;
}

/**
 * The program as the fit reads it. The Edulix years (2012-2016) predate GRE-optional policies and
 * every applicant sent a score, so each program is read as requiring the GRE; an applicant
 * without a TOEFL total is read as exactly at the minimum (the English term says nothing).
 */
export function programForFit(
  course: SampleCourse,
  reported: ReportedFigures | undefined,
): ProgramFacts {
  return {
    ...applyReportedFigures(course, reported),
    greRequired: { international: "Required", domestic: "Required" },
  };
}

export function applicantForFit(row: Row, program: ProgramFacts): ApplicantProfile {
  if (row.hasToefl) return row.applicant4;
  // Without a minimum there is nothing to be at; no score then says nothing either.
  const minimum = program.toeflMin;
  return {
    ...row.applicant4,
    english: minimum === null ? null : { test: "TOEFL", total: minimum },
  };
}

export const DEFAULT_DATA = join("..", "shared", "data", "admissions", "edulix-decisions.csv");
