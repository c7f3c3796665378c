/**
 * Reads the IPEDS files the catalogue uses (../shared/data/ipeds, its README says where they
 * come from): the 2024 institution directory, for the names and aliases students search by, and
 * the Master's completions in CIP 11 and 14, for how many Master's each institution awards.
 */
import { parseCsvRecords } from "./csv";

export const IPEDS_FILES = {
  directory: "ipeds/hd2024.csv",
  masters: "ipeds/masters_cip11_14_2020_2024_with_hd.csv",
} as const;

/** The completions year (award year 2023-24) whose Master's counts order shared short forms. */
export const MASTERS_YEAR = 2024;

/**
 * The College Scorecard, which the university list comes from, files Penn State under a
 * consolidated id (495767) that IPEDS does not use: its main campus is 214777 there.
 */
const IPEDS_UNITIDS: ReadonlyMap<number, number> = new Map([[495767, 214777]]);

/** The IPEDS unitid of a catalogue university (its universityId, but for the one above). */
export function ipedsUnitidOf(universityId: number): number {
  return IPEDS_UNITIDS.get(universityId) ?? universityId;
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
