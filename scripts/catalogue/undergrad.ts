/**
 * Undergraduate universities (where applicants studied) from the Hipo university-domains-list
 * (MIT licence; the licence file travels with the copy) and the undergraduate course list.
 */
import type { CatalogueUndergradCourse, CatalogueUndergradUniversity } from "@gradplan/schema";
import { z } from "zod";

/** The fields of the Hipo list the catalogue keeps; everything else (domains, pages) is dropped. */
const hipoEntrySchema = z.object({
  name: z.string(),
  country: z.string(),
  alpha_two_code: z.string(),
  "state-province": z.string().nullable().optional(),
});

/** Code-unit order: deterministic on every machine, unlike locale collation. */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Trim and collapse whitespace, dedupe by (name, countryCode) keeping the first entry, and sort
 * by name then country. An empty state-province becomes null.
 */
export function buildUndergradUniversities(json: unknown): CatalogueUndergradUniversity[] {
  const entries = z.array(hipoEntrySchema).parse(json);
  const byKey = new Map<string, CatalogueUndergradUniversity>();
  for (const entry of entries) {
    const name = entry.name.trim().replace(/\s+/g, " ");
    const countryCode = entry.alpha_two_code.trim().toUpperCase();
    const key = `${name}\u0000${countryCode}`;
    if (byKey.has(key)) continue;
    const stateProvince = entry["state-province"]?.trim() ?? "";
    byKey.set(key, {
      name,
      country: entry.country.trim(),
      countryCode,
      stateProvince: stateProvince === "" ? null : stateProvince,
    });
  }
  return [...byKey.values()].sort(
    (a, b) =>
      compareText(a.name, b.name) ||
      compareText(a.country, b.country) ||
      compareText(a.countryCode, b.countryCode),
  );
}

/**
 * Undergraduate majors an applicant can pick, each mapped to the nearest graduate course code.
 * The eleven graduate courses and Information Technology (CS) come from the spec (file 1,
 * section 3); the rest are common majors of applicants, in particular from Indian engineering
 * colleges (ECE, EEE, Instrumentation, Production, Mechatronics ...).
 */
export const UNDERGRAD_COURSES: readonly CatalogueUndergradCourse[] = [
  { courseName: "Bioengineering", courseCode: "BE" },
  { courseName: "Biomedical Engineering", courseCode: "BM" },
  { courseName: "Chemical Engineering", courseCode: "CH" },
  { courseName: "Civil Engineering", courseCode: "CV" },
  { courseName: "Computer Engineering", courseCode: "CE" },
  { courseName: "Electrical Engineering", courseCode: "EE" },
  { courseName: "Engineering Management", courseCode: "EM" },
  { courseName: "Industrial & Systems Engineering", courseCode: "IS" },
  { courseName: "Mechanical Engineering", courseCode: "ME" },
  { courseName: "Computer Science", courseCode: "CS" },
  { courseName: "Data Science", courseCode: "DS" },
  { courseName: "Information Technology", courseCode: "CS" },
  { courseName: "Computer Science and Engineering", courseCode: "CS" },
  { courseName: "Information Science", courseCode: "CS" },
  { courseName: "Software Engineering", courseCode: "CS" },
  { courseName: "Computer Applications", courseCode: "CS" },
  { courseName: "Artificial Intelligence and Machine Learning", courseCode: "DS" },
  { courseName: "Mathematics", courseCode: "DS" },
  { courseName: "Mathematics and Computing", courseCode: "DS" },
  { courseName: "Statistics", courseCode: "DS" },
  { courseName: "Electronics and Communication Engineering", courseCode: "EE" },
  { courseName: "Electrical and Electronics Engineering", courseCode: "EE" },
  { courseName: "Electronics Engineering", courseCode: "EE" },
  { courseName: "Electronics and Instrumentation Engineering", courseCode: "EE" },
  { courseName: "Instrumentation Engineering", courseCode: "EE" },
  { courseName: "Telecommunication Engineering", courseCode: "EE" },
  { courseName: "Engineering Physics", courseCode: "EE" },
  { courseName: "Physics", courseCode: "EE" },
  { courseName: "Mechatronics Engineering", courseCode: "ME" },
  { courseName: "Aerospace Engineering", courseCode: "ME" },
  { courseName: "Aeronautical Engineering", courseCode: "ME" },
  { courseName: "Automobile Engineering", courseCode: "ME" },
  { courseName: "Metallurgical and Materials Engineering", courseCode: "ME" },
  { courseName: "Production Engineering", courseCode: "IS" },
  { courseName: "Industrial Engineering", courseCode: "IS" },
  { courseName: "Manufacturing Engineering", courseCode: "IS" },
  { courseName: "Environmental Engineering", courseCode: "CV" },
  { courseName: "Construction Engineering", courseCode: "CV" },
  { courseName: "Petroleum Engineering", courseCode: "CH" },
  { courseName: "Biotechnology", courseCode: "BE" },
];
