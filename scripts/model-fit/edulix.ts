/**
 * Reads the Edulix decisions file (../shared/data/admissions/edulix-decisions.csv, development
 * only: never copied into the repository) into typed decisions, and maps each university name
 * to the catalogue's IPEDS unitid.
 */
import { readFileSync } from "node:fs";
import { parseCsv } from "../catalogue/csv";

export interface Decision {
  applicant: number;
  university: string;
  /** The intended major as the applicant typed it. */
  major: string;
  /** Intended start: Fall, Spring or Summer, and the year (null when missing). */
  term: string;
  year: number | null;
  /** The product's degree code, or null for majors the catalogue does not offer (MIS, ...). */
  code: string | null;
  admit: boolean;
  gpa: number;
  /** 10, 4, 5, or 100 for a percentage. */
  gpaScale: number;
  greVerbal: number;
  greQuant: number;
  toefl: number | null;
  journalPubs: number;
  confPubs: number;
  industryMonths: number;
  internshipMonths: number;
}

const COLUMNS = [
  "applicant",
  "university",
  "major",
  "term",
  "year",
  "major_code",
  "decision",
  "gpa",
  "gpa_scale",
  "gre_verbal",
  "gre_quant",
  "toefl",
  "journal_pubs",
  "conf_pubs",
  "industry_months",
  "internship_months",
] as const;

export function readDecisions(path: string): Decision[] {
  const [header, ...rows] = parseCsv(readFileSync(path, "utf8"));
  if (!header) throw new Error(`${path} is empty`);
  const at = Object.fromEntries(
    COLUMNS.map((name) => {
      const i = header.indexOf(name);
      if (i < 0) throw new Error(`${path} has no column ${name}`);
      return [name, i];
    }),
  ) as Record<(typeof COLUMNS)[number], number>;
  const num = (row: string[], c: (typeof COLUMNS)[number]) => Number(row[at[c]]);
  const optional = (row: string[], c: (typeof COLUMNS)[number]) =>
    row[at[c]] === "" ? null : Number(row[at[c]]);
  return rows
    .filter((row) => row.length === header.length)
    .map((row) => ({
      applicant: num(row, "applicant"),
      university: row[at.university]!,
      major: row[at.major]!,
      term: row[at.term]!,
      year: optional(row, "year"),
      code: row[at.major_code] || null,
      admit: row[at.decision] === "admit",
      gpa: num(row, "gpa"),
      gpaScale: num(row, "gpa_scale"),
      greVerbal: num(row, "gre_verbal"),
      greQuant: num(row, "gre_quant"),
      toefl: optional(row, "toefl"),
      journalPubs: num(row, "journal_pubs"),
      confPubs: num(row, "conf_pubs"),
      industryMonths: num(row, "industry_months"),
      internshipMonths: num(row, "internship_months"),
    }));
}

/**
 * The source's university names, as IPEDS unitids of the catalogue. UNC Charlotte is not in the
 * catalogue (neither R1 nor R2 in the Carnegie file it is built from), so its decisions are unused.
 */
export const EDULIX_UNIVERSITIES: Readonly<Record<string, number>> = {
  "Arizona State University": 104151,
  "University of Texas Dallas": 228787,
  "North Carolina State University": 199193,
  "SUNY Buffalo": 196088,
  "Northeastern University": 167358,
  "University of Florida": 134130,
  "University of Illinois Chicago": 145600,
  "Texas A and M University College Station": 228723,
  "University of Southern California": 123961,
  "Georgia Institute of Technology": 139755,
  "SUNY Stony Brook": 196097,
  "Syracuse University": 196413,
  "Carnegie Mellon University": 211440,
  "University of Minnesota Twin Cities": 174066,
  "University of Texas Arlington": 228769,
  "University of Cincinnati": 201885,
  "University of Maryland College Park": 163286,
  "University of California Irvine": 110653,
  "University of Texas Austin": 228778,
  "Purdue University": 243780,
  "University of Wisconsin Madison": 240444,
  "University of Arizona": 104179,
  "Virginia Polytechnic Institute and State University": 233921,
  "Ohio State University Columbus": 204796,
  "Clemson University": 217882,
  "University of Illinois Urbana-Champaign": 145637,
  "University of Massachusetts Amherst": 166629,
  "University of Colorado Boulder": 126614,
  "University of Pennsylvania": 215062,
  "University of California San Diego": 110680,
  "University of Utah": 230764,
  "University of Michigan Ann Arbor": 170976,
  "Cornell University": 190415,
  "University of Washington": 236948,
  "Rutgers University New Brunswick/Piscataway": 186380,
  "University of California Los Angeles": 110662,
  "New Jersey Institute of Technology": 185828,
  "University of California Santa Barbara": 110705,
  "New York University": 193900,
  "George Mason University": 232186,
  "Columbia University": 190150,
  "Stanford University": 243744,
  "Wayne State University": 172644,
  "University of California Santa Cruz": 110714,
  "Johns Hopkins University": 162928,
  "Worcester Polytechnic Institute": 168421,
  "University of California Davis": 110644,
  "Northwestern University": 147767,
  "University of North Carolina Chapel Hill": 199120,
  "Massachusetts Institute of Technology": 166683,
  "Princeton University": 186131,
  "California Institute of Technology": 110404,
  "Harvard University": 166027,
};

/** FNV-1a of the applicant number: a fixed, seedless split that keeps an applicant on one side. */
export function heldOut(applicant: number, share = 0.3): boolean {
  let h = 0x811c9dc5;
  for (const ch of `edulix:${applicant}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h / 4294967296 < share;
}
