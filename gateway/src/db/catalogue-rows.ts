/** Maps catalogue file objects to table rows (column names as the migrations create them). */
import {
  type Catalogue,
  type CatalogueUniversity,
  GRADUATE_YEARS,
  mailDomainOf,
  searchKeyOf,
} from "@gradplan/schema";

/** A JSON column's value: SQL null for a figure not known, never the JSON text 'null'. */
const jsonOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** The award year search orders programs by (their size): the latest IPEDS has. */
export const LATEST_GRADUATE_YEAR = String(GRADUATE_YEARS[GRADUATE_YEARS.length - 1]);

export interface TableRows {
  table: string;
  /** The natural key: upserts merge on it, and rows whose key is absent are deleted. */
  conflict: string[];
  /** SQL for a row's key, and the same key computed from a row object. */
  keyExpr: string;
  key: (row: Record<string, unknown>) => unknown;
  rows: Record<string, unknown>[];
}

/** The names a university is searched by: its own, then its aliases, one per search key. */
export function searchTermsOf(u: CatalogueUniversity): string[] {
  const byKey = new Map<string, string>();
  for (const term of [u.name, ...(u.aliases ?? [])]) {
    const key = searchKeyOf(term);
    if (key !== "" && !byKey.has(key)) byKey.set(key, term);
  }
  return [...byKey.values()];
}

export function catalogueRows(c: Catalogue): TableRows[] {
  return [
    {
      table: "university",
      conflict: ["id"],
      keyExpr: "id",
      key: (r) => r.id,
      rows: c.universities.map((u) => ({
        id: u.universityId,
        name: u.name,
        city: u.city,
        state: u.state,
        website: u.website,
        mail_domains: JSON.stringify(
          u.mailDomains ?? [mailDomainOf(u.website)].filter((d): d is string => d !== null),
        ),
        university_type: u.universityType,
        control: u.control ?? null,
        acceptance_rate: u.acceptanceRate,
        tuition: u.tuition,
        tuition_in_state: u.tuitionInState ?? null,
        climate: u.climate,
        mean_temperature_f: u.meanTemperatureF,
        research_tier: u.researchTier,
        application_url: u.applicationUrl ?? null,
        // A university the file holds again is no longer retired.
        retired_at: null,
        latitude: u.latitude,
        longitude: u.longitude,
      })),
    },
    {
      table: "university_search_term",
      conflict: ["university_id", "term"],
      keyExpr: "university_id || '|' || term",
      key: (r) => `${r.university_id}|${r.term}`,
      rows: c.universities.flatMap((u) =>
        searchTermsOf(u).map((term) => ({
          university_id: u.universityId,
          term,
          university_name: u.name,
          masters_awarded: u.mastersAwarded ?? 0,
        })),
      ),
    },
    {
      table: "course",
      conflict: ["id"],
      keyExpr: "id",
      key: (r) => r.id,
      rows: c.courses.map((k) => ({
        id: k.courseId,
        university_id: k.universityId,
        course_name: k.courseName,
        degree_code: k.degreeCode,
        degree: k.degree,
        course_ranking: k.courseRanking,
        tuition: k.tuition,
        course_duration_months: k.courseDurationMonths,
        acceptance_rate: k.acceptanceRate,
        gre_avg: k.greAvg,
        gre_min: k.greMin,
        gpa_avg: k.gpaAvg,
        gpa_min: k.gpaMin,
        toefl_min: k.toeflMin,
        ielts_min: k.ieltsMin,
        gre_required: jsonOrNull(k.greRequired),
        network_building: k.networkBuilding,
        deadlines: jsonOrNull(k.deadlines),
        // Always written, null when absent: an import replaces what a row no longer says.
        tuition_in_state: k.tuitionInState ?? null,
        cip_codes: jsonOrNull(k.cipCodes),
        graduates: jsonOrNull(k.graduates),
        graduates_latest: k.graduates?.[LATEST_GRADUATE_YEAR] ?? null,
        sources: jsonOrNull(k.sources),
        reported_admits: k.reportedAdmits,
        // Always written: a course imported before the selectivity was learned gets it here.
        selectivity_logit: k.selectivity?.logit ?? null,
        selectivity_sd: k.selectivity?.sd ?? null,
        selectivity_decisions: k.selectivity?.decisions ?? 0,
        selectivity_university_decisions: k.selectivity?.universityDecisions ?? 0,
        // Always written, null when absent: an import replaces a course's provenance too.
        source_url: k.source_url ?? null,
        verified_at: k.verified_at ?? null,
        retired_at: null,
      })),
    },
    {
      table: "undergrad_university",
      conflict: ["name", "country_code"],
      keyExpr: "name || '|' || country_code",
      key: (r) => `${r.name}|${r.country_code}`,
      rows: c.undergradUniversities.map((u) => ({
        name: u.name,
        country: u.country,
        country_code: u.countryCode,
        state_province: u.stateProvince,
      })),
    },
    {
      table: "undergrad_course",
      conflict: ["course_name"],
      keyExpr: "course_name",
      key: (r) => r.course_name,
      rows: c.undergradCourses.map((k) => ({
        course_name: k.courseName,
        course_code: k.courseCode,
      })),
    },
    {
      table: "conference",
      conflict: ["name"],
      keyExpr: "name",
      key: (r) => r.name,
      rows: c.conferences.map((k) => ({ name: k.name, acronym: k.acronym, field: k.field })),
    },
    {
      table: "journal",
      conflict: ["name"],
      keyExpr: "name",
      key: (r) => r.name,
      rows: c.journals.map((j) => ({ name: j.name, publisher: j.publisher, field: j.field })),
    },
  ];
}
