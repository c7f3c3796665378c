/** Names of the 50 states and DC for the Location filter; the Record type makes tsc catch a missing code. */
import { US_STATE_CODES, US_STATE_NAMES } from "@gradplan/schema";
import { byAsciiLabel } from "../../format/enUs";

export interface PickOption {
  /** What the filter sends (a state or degree code). */
  value: string;
  label: string;
}

/** The 50 states and DC in alphabetical order of their names, as a student scans for one. */
export const STATE_OPTIONS: readonly PickOption[] = US_STATE_CODES.map((code) => ({
  value: code,
  label: US_STATE_NAMES[code],
})).sort(byAsciiLabel);
