/**
 * Which program field each IPEDS CIP code (2020 edition) of families 11 and 14 belongs to: a
 * university's Master's under the codes of one field make one program, named after the field
 * (docs/catalogue.md, "Programs"). Students apply to "Computer Science", not to "11.0701" and
 * "11.0101" separately; and a university may report one program under several codes.
 */
import type { CourseCode } from "@gradplan/schema";

/** The CIP codes of each field; a code appears once. Unlisted codes fall back by family below. */
export const CIP_GROUPS: Readonly<Record<CourseCode, readonly string[]>> = {
  // The spec's eleven.
  CS: ["11.0701", "11.0101", "11.0199", "11.9999"],
  DS: ["11.0802"],
  CE: ["14.0901", "14.0902", "14.0999"],
  EE: ["14.1001", "14.1003", "14.1004", "14.1099", "14.4701"],
  ME: ["14.1901"],
  CV: ["14.0801", "14.0802", "14.0803", "14.0804", "14.0805", "14.0899", "14.3301", "14.3801"],
  CH: ["14.0701", "14.0702", "14.0799", "14.4301"],
  BM: ["14.0501"],
  BE: ["14.4501", "14.0301"],
  IS: ["14.3501", "14.2701", "14.3701", "14.3601"],
  // Engineering management is CIP 15.1501, outside the two families the data covers.
  EM: [],
  // Fields students apply to that the spec's lists do not name.
  AI: ["11.0102"],
  IT: [
    "11.0103",
    "11.0201",
    "11.0202",
    "11.0299",
    "11.0301",
    "11.0801",
    "11.0803",
    "11.0804",
    "11.0899",
    "11.0901",
    "11.0902",
    "11.1001",
    "11.1002",
    "11.1004",
    "11.1005",
    "11.1099",
  ],
  INF: ["11.0401", "11.0104", "11.0105", "11.0501"],
  CY: ["11.1003"],
  SE: ["14.0903"],
  AE: ["14.0201", "14.0202"],
  EV: ["14.1401"],
  MT: ["14.1801", "14.3201", "14.0601", "14.2001", "14.2801"],
  RO: ["14.4201"],
  NE: ["14.2301"],
  GE: ["14.0101", "14.0102", "14.0103", "14.1101", "14.1201", "14.1301", "14.4401", "14.9999"],
  OE: [
    "14.0401",
    "14.2101",
    "14.2201",
    "14.2401",
    "14.2501",
    "14.3901",
    "14.4001",
    "14.4801",
    "14.4899",
  ],
};

/**
 * A program named after its one CIP code where the field's name would hide what it is: "Other
 * Engineering" at a university with only a Petroleum Engineering Master's is "Petroleum
 * Engineering"; an ECE Master's reported as 14.4701 alone is "Electrical and Computer
 * Engineering".
 */
export const CIP_NAMES: Readonly<Record<string, string>> = {
  "14.4701": "Electrical and Computer Engineering",
  "14.0401": "Architectural Engineering",
  "14.2101": "Mining Engineering",
  "14.2201": "Naval Architecture and Marine Engineering",
  "14.2401": "Ocean Engineering",
  "14.2501": "Petroleum Engineering",
  "14.3901": "Geological Engineering",
  "14.4001": "Paper Science and Engineering",
  "14.4801": "Energy Systems Engineering",
  "14.4899": "Energy Systems Engineering",
  "14.3701": "Operations Research",
  "14.0103": "Applied Engineering",
  "14.1101": "Engineering Mechanics",
  "14.1201": "Engineering Physics",
  "14.1301": "Engineering Science",
  "14.4401": "Engineering Chemistry",
  "14.2701": "Systems Engineering",
  "14.3301": "Construction Engineering",
  "14.0301": "Agricultural Engineering",
  "11.0401": "Information Science",
  "11.0104": "Informatics",
  "11.0501": "Computer Systems Analysis",
  "11.0105": "Human-Centered Technology Design",
};

const FIELD_OF_CIP: ReadonlyMap<string, CourseCode> = (() => {
  const map = new Map<string, CourseCode>();
  for (const [code, cips] of Object.entries(CIP_GROUPS) as [CourseCode, readonly string[]][]) {
    for (const cip of cips) {
      if (map.has(cip)) throw new Error(`cip-groups: ${cip} is in ${map.get(cip)} and ${code}`);
      map.set(cip, code);
    }
  }
  return map;
})();

/**
 * The field of a CIP code: listed, or by family (a code IPEDS adds later in 11 counts as
 * Information Technology, in 14 as Other Engineering) so a refreshed file never loses a program.
 */
export function fieldOfCip(cip: string): CourseCode {
  const listed = FIELD_OF_CIP.get(cip);
  if (listed !== undefined) return listed;
  if (cip.startsWith("11.")) return "IT";
  if (cip.startsWith("14.")) return "OE";
  throw new Error(`cip-groups: ${cip} is outside CIP 11 and 14`);
}

/** A program's name: its one CIP code's own name where CIP_NAMES has one, else the field's. */
export function programName(fieldName: string, cips: readonly string[]): string {
  const names = new Set(cips.map((cip) => CIP_NAMES[cip] ?? fieldName));
  return names.size === 1 ? [...names][0]! : fieldName;
}
