/**
 * Reads the IPEDS files the catalogue uses (../shared/data/ipeds, its README says where they
 * come from): the 2024 institution directory, for the names and aliases students search by, and
 * the Master's completions in CIP 11 and 14, for how many Master's each institution awards.
 */
import { parseCsvRecords } from "./csv";

export const IPEDS_FILES = {
  directory: "ipeds/hd2024.csv",
  masters: "ipeds/masters_cip11_14_2020_2024_with_hd.csv",
  charges: "ipeds/ic2023_ay.csv",
} as const;

/**
 * The award years a university must have awarded a Master's in CIP 11 or 14 in to be in the
 * catalogue (the last three of the file), and a program to be one of its programs.
 */
export const RECENT_YEARS: readonly number[] = [2022, 2023, 2024];

/** The completions year (award year 2023-24) whose Master's counts order shared short forms. */
export const MASTERS_YEAR = 2024;

/**
 * The College Scorecard, which the sample catalogue's university list came from, files Penn
 * State under a consolidated id (495767) that IPEDS uses only until 2021: its main campus is
 * 214777 there. Saved rows at the old id move to the new one (formerIds).
 */
const IPEDS_UNITIDS: ReadonlyMap<number, number> = new Map([[495767, 214777]]);

/** The IPEDS unitid of a catalogue university (its universityId, but for the one above). */
export function ipedsUnitidOf(universityId: number): number {
  return IPEDS_UNITIDS.get(universityId) ?? universityId;
}

/** The ids a university was filed under before its IPEDS unitid (the inverse of the above). */
export function formerIdsOf(unitid: number): number[] {
  return [...IPEDS_UNITIDS].filter(([, to]) => to === unitid).map(([from]) => from);
}

/** One institution of the directory, with the columns the aliases need. */
export interface DirectoryEntry {
  unitid: number;
  /** INSTNM, as IPEDS spells it ("Georgia Institute of Technology-Main Campus"). */
  name: string;
  /** IALIAS, raw: several aliases in one field, separated inconsistently. */
  aliases: string;
  city: string;
  state: string;
  /** WEBADDR and APPLURL, raw ("www.aamu.edu/"), empty when not given. */
  website: string;
  applicationUrl: string;
  latitude: number | null;
  longitude: number | null;
  /** CONTROL: 1 public, 2 private nonprofit, 3 private for-profit. */
  control: string;
  /** C21BASIC, the Carnegie 2021 basic classification: 15 R1, 16 R2. */
  carnegie: string;
}

/**
 * NCES publishes its files in Windows-1252 (latin-1); the copy in ../shared/data has been
 * re-encoded to UTF-8. Reading UTF-8 strictly and falling back keeps both right.
 */
export function decodeIpeds(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

export function parseDirectory(csvText: string): DirectoryEntry[] {
  const rows = parseCsvRecords(csvText, ["UNITID", "INSTNM", "IALIAS", "CITY", "STABBR"]);
  return rows.map((row) => ({
    unitid: Number(row.UNITID),
    name: (row.INSTNM ?? "").trim(),
    aliases: row.IALIAS ?? "",
    city: (row.CITY ?? "").trim(),
    state: (row.STABBR ?? "").trim(),
    website: (row.WEBADDR ?? "").trim(),
    applicationUrl: (row.APPLURL ?? "").trim(),
    latitude: optionalNumber(row.LATITUDE),
    longitude: optionalNumber(row.LONGITUD),
    control: (row.CONTROL ?? "").trim(),
    carnegie: (row.C21BASIC ?? "").trim(),
  }));
}

/** Master's degrees awarded per institution (CTOTALT summed over its CIP codes) in `year`. */
export function mastersAwardedIn(csvText: string, year: number): Map<number, number> {
  const rows = parseCsvRecords(csvText, ["YEAR", "UNITID", "AWLEVEL", "CTOTALT"]);
  const awarded = new Map<number, number>();
  for (const row of rows) {
    // Award level 7 is the Master's; the file holds nothing else, but a refreshed one might.
    if (Number(row.YEAR) !== year || row.AWLEVEL !== "7") continue;
    const unitid = Number(row.UNITID);
    awarded.set(unitid, (awarded.get(unitid) ?? 0) + (Number(row.CTOTALT) || 0));
  }
  return awarded;
}

/** IPEDS writes a missing value as "." (not applicable), empty, or a negative code. */
export function optionalNumber(cell: string | undefined): number | null {
  const text = (cell ?? "").trim();
  if (text === "" || text === "." || text.toUpperCase() === "NULL") return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** One row of the completions file: Master's awarded at a university under a CIP code in a year. */
export interface Completion {
  year: number;
  unitid: number;
  cip: string;
  awarded: number;
}

export function parseCompletions(csvText: string): Completion[] {
  const rows = parseCsvRecords(csvText, ["YEAR", "UNITID", "CIPCODE", "AWLEVEL", "CTOTALT"]);
  return rows
    .filter((row) => row.AWLEVEL === "7")
    .map((row) => ({
      year: Number(row.YEAR),
      unitid: Number(row.UNITID),
      cip: (row.CIPCODE ?? "").trim(),
      awarded: Number(row.CTOTALT) || 0,
    }));
}

/** Graduate tuition and required fees for a full-time student, USD a year (2023-24). */
export interface GraduateCharges {
  inState: number | null;
  outOfState: number | null;
}

/**
 * TUITION6 + FEE6 (in-state) and TUITION7 + FEE7 (out-of-state) of the student-charges file.
 * A university that reports no graduate tuition ("." for not applicable) has neither.
 */
export function parseGraduateCharges(csvText: string): Map<number, GraduateCharges> {
  const rows = parseCsvRecords(csvText, ["UNITID", "TUITION6", "FEE6", "TUITION7", "FEE7"]);
  const charges = new Map<number, GraduateCharges>();
  const total = (tuition: string | undefined, fee: string | undefined) => {
    const t = optionalNumber(tuition);
    if (t === null || t <= 0) return null;
    return Math.round(t + Math.max(0, optionalNumber(fee) ?? 0));
  };
  for (const row of rows) {
    charges.set(Number(row.UNITID), {
      inState: total(row.TUITION6, row.FEE6),
      outOfState: total(row.TUITION7, row.FEE7),
    });
  }
  return charges;
}
