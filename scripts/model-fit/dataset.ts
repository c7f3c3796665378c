/**
 * The Edulix decisions as the product sees them: each decision becomes an ApplicantProfile and a
 * course of the real catalogue (data/catalogue, built from IPEDS), so the fit and its report run
 * the product's own code on the programs students see.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type ApplicantProfile,
  type CatalogueCourse,
  type CatalogueUniversity,
  COURSE_CODES,
  type CourseCode,
  courseIdFor,
  gpaTenToFour,
  type ProgramFacts,
} from "@gradplan/schema";
import { applyReportedFigures, type ReportedFigures } from "../catalogue/reported-figures";
import { type Decision, EDULIX_UNIVERSITIES, heldOut, readDecisions } from "./edulix";

export interface Row {
  applicant: number;
  admit: boolean;
  /** The applicant split: all of an applicant's decisions on one side. */
  heldOut: boolean;
  /** Entry season as a number (Spring 2014 = 4028, Fall 2014 = 4029); null when not given. */
  season: number | null;
  universityId: number;
  courseId: number;
  applicant4: ApplicantProfile;
  /** Whether the decision gave a TOEFL total (else English is read as at the minimum). */
  hasToefl: boolean;
  percentage: boolean;
}

/** A reported-figures table needs this many admits of a program (issue: "say 30 or more"). */
export const MIN_REPORTED_ADMITS = 30;

/** The first season the season split holds out: Fall 2015 (the last the source saw whole). */
export const HELD_OUT_FROM_SEASON = 2015 * 2 + 1;

export const seasonOf = (term: string, year: number | null): number | null =>
  year === null ? null : year * 2 + (term === "Fall" || term === "Summer" ? 1 : 0);

export function fourPointGpa(d: Decision, percentToTen: (p: number) => number): number {
  if (d.gpaScale === 4) return d.gpa;
  if (d.gpaScale === 5) return Math.round(d.gpa * 80) / 100;
  if (d.gpaScale === 10) return gpaTenToFour(d.gpa);
  return gpaTenToFour(percentToTen(d.gpa));
}

/**
 * Majors the source left without a code that name one field of the catalogue plainly
 * (ambiguous ones such as "Comp Science/Comp Networks/Comp Engg", and MIS, a business degree
 * outside CIP 11 and 14, stay out).
 */
const MAJOR_CODES: readonly (readonly [RegExp, CourseCode])[] = [
  [/aerospace|aeronautic/i, "AE"],
  [/material/i, "MT"],
  [/robotic/i, "RO"],
  [/^software eng/i, "SE"],
  [/cyber ?security|information security/i, "CY"],
];

export function courseCodeOf(d: Decision): CourseCode | null {
  if (d.code !== null)
    return (COURSE_CODES as readonly string[]).includes(d.code) ? (d.code as CourseCode) : null;
  return MAJOR_CODES.find(([pattern]) => pattern.test(d.major))?.[1] ?? null;
}

export interface Dataset {
  rows: Row[];
  decisions: Decision[];
  /** The real catalogue's courses, as built (reported figures of all decisions applied). */
  courses: Map<number, CatalogueCourse>;
  universities: Map<number, CatalogueUniversity>;
}

/** The decisions file is development data kept outside the repository: say where it was looked for. */
function requireFile(path: string, what: string): void {
  if (!existsSync(path)) {
    console.error(
      `model:fit: ${what} is not at ${path}. It is development data in ../shared/data (see its README); pass --data or --catalogue.`,
    );
    process.exit(2);
  }
}

export function loadDataset(
  dataFile: string,
  catalogueDir: string,
  percentToTen: (p: number) => number,
): Dataset {
  requireFile(dataFile, "the decisions file");
  requireFile(join(catalogueDir, "courses.json"), "the catalogue (npm run catalogue:build)");
  const decisions = readDecisions(dataFile);
  const read = <T>(file: string): T[] => JSON.parse(readFileSync(join(catalogueDir, file), "utf8"));
  const courses = new Map(read<CatalogueCourse>("courses.json").map((c) => [c.courseId, c]));
  const universities = new Map(
    read<CatalogueUniversity>("universities.json").map((u) => [u.universityId, u]),
  );
  const rows: Row[] = [];
  for (const d of decisions) {
    const universityId = EDULIX_UNIVERSITIES[d.university];
    const code = courseCodeOf(d);
    if (universityId === undefined || code === null) continue;
    const courseId = courseIdFor(universityId, code);
    if (!courses.has(courseId)) continue;
    rows.push({
      applicant: d.applicant,
      admit: d.admit,
      heldOut: heldOut(d.applicant),
      season: seasonOf(d.term, d.year),
      universityId,
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
  return { rows, decisions, courses, universities };
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
 * The course with the reported figures of `reported` (a split's own), in place of the ones the
 * catalogue was built with: the held-out side never feeds a figure.
 */
export function courseWithReported(
  course: CatalogueCourse,
  reported: ReportedFigures | undefined,
): CatalogueCourse {
  const bare = { ...course, gpaAvg: null, greAvg: null, reportedAdmits: 0 };
  return applyReportedFigures(bare, reported);
}

/**
 * The program as the fit reads it. The Edulix years (2012-2016) predate GRE-optional policies and
 * every applicant sent a score, so each program is read as requiring the GRE.
 */
export function programForFit(course: CatalogueCourse): ProgramFacts {
  return { ...course, greRequired: { international: "Required", domestic: "Required" } };
}

/** An applicant without a TOEFL total: read as exactly at the minimum, or without English. */
export function applicantForFit(row: Row, program: ProgramFacts): ApplicantProfile {
  if (row.hasToefl) return row.applicant4;
  const minimum = program.toeflMin;
  return {
    ...row.applicant4,
    english: minimum === null ? null : { test: "TOEFL", total: minimum },
  };
}

export const DEFAULT_DATA = join("..", "shared", "data", "admissions", "edulix-decisions.csv");
