/**
 * Where the real catalogue's figures come from: each figure a row carries names its source by
 * key, and this list says what the source is, which year it covers and where to read it, so a
 * page can show "IPEDS 2023-24" with a link beside the figure (docs/catalogue.md, "Sources").
 */
export interface CatalogueSource {
  /** What a student reads beside the figure: "IPEDS 2023-24". */
  label: string;
  /** The survey and what it counts, for the details page's note. */
  description: string;
  /** The public page of the data. */
  url: string;
}

export const CATALOGUE_SOURCES = {
  /** IPEDS Completions (C_A), first majors, award level 7: Master's degrees awarded a year. */
  "ipeds-completions": {
    label: "IPEDS Completions 2019-20 to 2023-24",
    description:
      "Master's degrees awarded per award year (July to June), as the university reported them to the US Department of Education. Online programs count too.",
    url: "https://nces.ed.gov/ipeds/datacenter/DataFiles.aspx?year=2023&surveyNumber=3",
  },
  /** IPEDS Institutional Characteristics, student charges 2023-24: graduate tuition and fees. */
  "ipeds-charges-2023-24": {
    label: "IPEDS 2023-24",
    description:
      "Average graduate tuition and required fees for a full-time student for the 2023-24 academic year, as the university reported them; one figure for all its graduate programs.",
    url: "https://nces.ed.gov/ipeds/datacenter/DataFiles.aspx?year=2023&surveyNumber=1",
  },
  /** IPEDS institutional directory 2024: name, place, website, control, Carnegie class. */
  "ipeds-directory-2024": {
    label: "IPEDS 2024",
    description:
      "Name, city, website, application page, control and Carnegie classification from the IPEDS institutional directory, 2024.",
    url: "https://nces.ed.gov/ipeds/datacenter/DataFiles.aspx?year=2024&surveyNumber=1",
  },
} as const satisfies Record<string, CatalogueSource>;

export type CatalogueSourceKey = keyof typeof CATALOGUE_SOURCES;
export const CATALOGUE_SOURCE_KEYS = Object.keys(CATALOGUE_SOURCES) as [
  CatalogueSourceKey,
  ...CatalogueSourceKey[],
];

/** The award years a program's Master's counts cover (the year the award year ends). */
export const GRADUATE_YEARS = [2020, 2021, 2022, 2023, 2024] as const;
export type GraduateYear = (typeof GRADUATE_YEARS)[number];

/** "2023-24" for award year 2024: how IPEDS and students write an academic year. */
export const academicYearOf = (year: number): string =>
  `${year - 1}-${String(year % 100).padStart(2, "0")}`;
