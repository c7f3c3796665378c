/**
 * The universities file from IPEDS (public domain): every institution that awarded a Master's
 * in CIP 11 or 14 in the last three award years, with its 2024 directory entry, its graduate
 * tuition and fees for 2023-24 and the climate band of its state. Nothing here is synthesized.
 */
import {
  type CatalogueUniversity,
  type UNIVERSITY_CONTROLS,
  US_STATE_CODES,
  type UsStateCode,
} from "@gradplan/schema";
import { climateFor } from "./climate";
import {
  type Completion,
  type DirectoryEntry,
  formerIdsOf,
  type GraduateCharges,
  RECENT_YEARS,
} from "./ipeds";
import { cleanInstitutionName, normaliseWebsite } from "./names";
import { roundTo } from "./prng";

/** Carnegie 2021 basic classification codes with a research tier: 15 = R1, 16 = R2. */
export const CARNEGIE_TIERS: Readonly<Record<string, "R1" | "R2">> = { "15": "R1", "16": "R2" };

/**
 * Places without a mean temperature of their own in the NOAA state file, read as the
 * neighbouring state's (documented in docs/catalogue.md, "Climate").
 */
export const TEMPERATURE_OF: Readonly<Partial<Record<UsStateCode, UsStateCode>>> = { DC: "MD" };

/**
 * Two campuses IPEDS names alike once cleaned ("Strayer University-Virginia" is one name per
 * state already); where two still share a name, the city tells them apart.
 */
function uniqueNames(universities: CatalogueUniversity[]): CatalogueUniversity[] {
  const count = new Map<string, number>();
  for (const u of universities) count.set(u.name, (count.get(u.name) ?? 0) + 1);
  return universities.map((u) => {
    if ((count.get(u.name) ?? 0) < 2) return u;
    const name = `${u.name} (${u.city}, ${u.state})`;
    console.warn(`universities: two are named ${u.name}; ${u.universityId} is now ${name}`);
    return { ...u, name };
  });
}

/** An institution with recent Master's left out, with the reason (printed by the build). */
export interface ExcludedInstitution {
  unitid: number;
  name: string;
  state: string;
  reason: string;
}

export interface UniversityInputs {
  directory: readonly DirectoryEntry[];
  completions: readonly Completion[];
  charges: ReadonlyMap<number, GraduateCharges>;
  temperatures: ReadonlyMap<UsStateCode, number>;
}

const isStateCode = (state: string): state is UsStateCode =>
  (US_STATE_CODES as readonly string[]).includes(state);

const CONTROL: Readonly<Record<string, (typeof UNIVERSITY_CONTROLS)[number]>> = {
  "1": "Public",
  "2": "Private nonprofit",
  "3": "Private for-profit",
};

/** The unitids with at least one Master's in CIP 11 or 14 in RECENT_YEARS. */
export function recentMastersUnitids(completions: readonly Completion[]): Set<number> {
  const recent = new Set(RECENT_YEARS);
  return new Set(
    completions.filter((c) => recent.has(c.year) && c.awarded > 0).map((c) => c.unitid),
  );
}

export function buildIpedsUniversities(inputs: UniversityInputs): {
  universities: CatalogueUniversity[];
  excluded: ExcludedInstitution[];
} {
  const byUnitid = new Map(inputs.directory.map((e) => [e.unitid, e]));
  const universities: CatalogueUniversity[] = [];
  const excluded: ExcludedInstitution[] = [];
  for (const unitid of [...recentMastersUnitids(inputs.completions)].sort((a, b) => a - b)) {
    const entry = byUnitid.get(unitid);
    if (entry === undefined) {
      excluded.push({
        unitid,
        name: `unitid ${unitid}`,
        state: "",
        reason: "not in the 2024 institution directory (closed or merged)",
      });
      continue;
    }
    const control = CONTROL[entry.control];
    if (!isStateCode(entry.state)) {
      excluded.push({
        unitid,
        name: entry.name,
        state: entry.state,
        reason: "outside the 50 states and DC",
      });
      continue;
    }
    if (control === undefined) {
      excluded.push({
        unitid,
        name: entry.name,
        state: entry.state,
        reason: "no control in the directory",
      });
      continue;
    }
    const temperature = inputs.temperatures.get(TEMPERATURE_OF[entry.state] ?? entry.state);
    if (temperature === undefined)
      throw new Error(`universities: no mean temperature for ${entry.state}`);
    const charges = inputs.charges.get(unitid);
    const tuition = charges?.outOfState ?? null;
    universities.push({
      universityId: unitid,
      name: cleanInstitutionName(entry.name),
      city: entry.city,
      state: entry.state,
      website: normaliseWebsite(entry.website || null),
      universityType: control === "Public" ? "Public" : "Private",
      control,
      acceptanceRate: null,
      tuition,
      // A public university's in-state charge differs; a private one's is the same figure.
      tuitionInState: charges?.inState ?? null,
      climate: climateFor(temperature),
      meanTemperatureF: roundTo(temperature, 1),
      researchTier: CARNEGIE_TIERS[entry.carnegie] ?? null,
      latitude: entry.latitude,
      longitude: entry.longitude,
      applicationUrl: normaliseWebsite(entry.applicationUrl || null),
      ...(formerIdsOf(unitid).length > 0 ? { formerIds: formerIdsOf(unitid) } : {}),
    });
  }
  return { universities: uniqueNames(universities), excluded };
}
