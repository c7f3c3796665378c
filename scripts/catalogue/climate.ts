/**
 * Climate band of a state from its mean annual temperature (NOAA 1981-2010 station means).
 * The product filters by Hot / Warm / Cold, so the bands must split the 50 states into groups a
 * student recognises: with the thresholds below, 21 states are Cold (the northern tier, New
 * England, the Rockies, the Pacific Northwest, Alaska), 19 Warm (the mid-Atlantic, the Ohio and
 * Mississippi valleys, California, North Carolina, Oklahoma) and 10 Hot (the Gulf states, Georgia,
 * South Carolina, Arkansas, Arizona, Hawaii). Oregon (50.0F) and Washington (49.8F) straddle the
 * cold line; any fixed threshold splits some neighbours.
 */
import type { UsStateCode } from "@gradplan/schema";

/** Below this mean annual temperature (degrees F) a state is Cold. */
export const COLD_BELOW_F = 50;
/** At or above this mean annual temperature (degrees F) a state is Hot; in between is Warm. */
export const HOT_FROM_F = 60;

export type Climate = "Cold" | "Warm" | "Hot";

export function climateFor(meanTemperatureF: number): Climate {
  if (meanTemperatureF < COLD_BELOW_F) return "Cold";
  if (meanTemperatureF >= HOT_FROM_F) return "Hot";
  return "Warm";
}

/** The temperature file names states in full; the catalogue uses postal codes. */
export const STATE_NAME_TO_CODE: Readonly<Record<string, UsStateCode>> = {
  Alabama: "AL",
  Alaska: "AK",
  Arizona: "AZ",
  Arkansas: "AR",
  California: "CA",
  Colorado: "CO",
  Connecticut: "CT",
  Delaware: "DE",
  Florida: "FL",
  Georgia: "GA",
  Hawaii: "HI",
  Idaho: "ID",
  Illinois: "IL",
  Indiana: "IN",
  Iowa: "IA",
  Kansas: "KS",
  Kentucky: "KY",
  Louisiana: "LA",
  Maine: "ME",
  Maryland: "MD",
  Massachusetts: "MA",
  Michigan: "MI",
  Minnesota: "MN",
  Mississippi: "MS",
  Missouri: "MO",
  Montana: "MT",
  Nebraska: "NE",
  Nevada: "NV",
  "New Hampshire": "NH",
  "New Jersey": "NJ",
  "New Mexico": "NM",
  "New York": "NY",
  "North Carolina": "NC",
  "North Dakota": "ND",
  Ohio: "OH",
  Oklahoma: "OK",
  Oregon: "OR",
  Pennsylvania: "PA",
  "Rhode Island": "RI",
  "South Carolina": "SC",
  "South Dakota": "SD",
  Tennessee: "TN",
  Texas: "TX",
  Utah: "UT",
  Vermont: "VT",
  Virginia: "VA",
  Washington: "WA",
  "West Virginia": "WV",
  Wisconsin: "WI",
  Wyoming: "WY",
};

/** Parse the two-column TSV (header "state\ttemperature") into mean temperature by state code. */
export function parseStateTemperatures(tsv: string): Map<UsStateCode, number> {
  const temperatures = new Map<UsStateCode, number>();
  const lines = tsv.split(/\r?\n/).filter((line) => line.trim() !== "");
  for (const line of lines.slice(1)) {
    const [stateName, value] = line.split("\t");
    const code = stateName === undefined ? undefined : STATE_NAME_TO_CODE[stateName.trim()];
    const temperature = Number(value);
    if (code === undefined || !Number.isFinite(temperature)) {
      throw new Error(`state temperatures: cannot read line "${line}"`);
    }
    temperatures.set(code, temperature);
  }
  return temperatures;
}
