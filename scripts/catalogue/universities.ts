/**
 * The universities file: real federal data (College Scorecard + IPEDS 2022, public domain) for
 * every R1/R2 institution that fits the catalogue schema, with cleaned display names and the
 * state's climate band. Nothing here is synthesized.
 */
import { US_STATE_CODES, type UsStateCode } from "@gradplan/schema";
import { climateFor } from "./climate";
import { parseCsvRecords } from "./csv";
import { cleanInstitutionName, normaliseWebsite } from "./names";
import { roundTo } from "./prng";
import type { SampleUniversity } from "./sample-types";

/** Carnegie 2021 basic classification codes kept: 15 = R1 (very high research), 16 = R2. */
export const CARNEGIE_TIERS: Readonly<Record<string, "R1" | "R2">> = { "15": "R1", "16": "R2" };

const COLUMNS = [
  "unitid",
  "name",
  "city",
  "state",
  "website",
  "latitude",
  "longitude",
  "admission_rate",
  "tuition_out_of_state_usd",
  "control",
  "carnegie",
] as const;

/** An R1/R2 row left out of the catalogue, with the reason (reported by the build and the docs). */
export interface ExcludedInstitution {
  unitid: number;
  name: string;
  state: string;
  reason: string;
}

export interface UniversityBuild {
  universities: SampleUniversity[];
  excluded: ExcludedInstitution[];
}

/** The federal files write missing values as NULL (or leave the cell empty). */
function optionalNumber(cell: string | undefined): number | null {
  if (cell === undefined) return null;
  const text = cell.trim();
  if (text === "" || text.toUpperCase() === "NULL") return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function isStateCode(state: string): state is UsStateCode {
  return (US_STATE_CODES as readonly string[]).includes(state);
}

/**
 * Why a row cannot become a catalogue university, or null when it can. The schema only knows
 * the 50 states (no DC, no territories, and the temperature file has only the 50 states); the
 * for-profit control has no catalogue type; acceptanceRate and tuition are required numbers and
 * the sample does not invent values for the real fields.
 */
function exclusionReason(row: Record<string, string>, temperatures: Map<UsStateCode, number>) {
  const state = row.state ?? "";
  if (!isStateCode(state)) return `state ${state} is not one of the 50 states the schema accepts`;
  if (!temperatures.has(state)) return `no mean temperature for ${state}`;
  if (row.control === "Private for-profit") return "private for-profit (no catalogue type)";
  if (optionalNumber(row.admission_rate) === null) {
    return "no undergraduate admission rate (graduate-only or open-admission institution)";
  }
  if (optionalNumber(row.tuition_out_of_state_usd) === null) return "no out-of-state tuition";
  return null;
}

export function buildUniversities(
  csvText: string,
  temperatures: Map<UsStateCode, number>,
): UniversityBuild {
  const rows = parseCsvRecords(csvText, COLUMNS).filter(
    (row) => CARNEGIE_TIERS[row.carnegie ?? ""] !== undefined,
  );
  const universities: SampleUniversity[] = [];
  const excluded: ExcludedInstitution[] = [];
  for (const row of rows) {
    const unitid = Number(row.unitid);
    const reason = exclusionReason(row, temperatures);
    if (reason !== null) {
      excluded.push({ unitid, name: row.name ?? "", state: row.state ?? "", reason });
      continue;
    }
    const state = row.state as UsStateCode;
    const meanTemperatureF = temperatures.get(state)!;
    universities.push({
      universityId: unitid,
      name: cleanInstitutionName(row.name ?? ""),
      city: (row.city ?? "").trim(),
      state,
      website: normaliseWebsite(row.website ?? null),
      universityType: row.control === "Public" ? "Public" : "Private",
      acceptanceRate: roundTo(optionalNumber(row.admission_rate)! * 100, 1),
      tuition: Math.round(optionalNumber(row.tuition_out_of_state_usd)!),
      climate: climateFor(meanTemperatureF),
      meanTemperatureF: roundTo(meanTemperatureF, 1),
      researchTier: CARNEGIE_TIERS[row.carnegie ?? ""]!,
      latitude: optionalNumber(row.latitude),
      longitude: optionalNumber(row.longitude),
    });
  }
  universities.sort((a, b) => a.universityId - b.universityId);
  excluded.sort((a, b) => a.unitid - b.unitid);

  const seen = new Map<string, number>();
  for (const university of universities) {
    const previous = seen.get(university.name);
    if (previous !== undefined) {
      throw new Error(
        `universities: cleaned name "${university.name}" is shared by ${previous} and ${university.universityId}`,
      );
    }
    seen.set(university.name, university.universityId);
  }
  return { universities, excluded };
}
