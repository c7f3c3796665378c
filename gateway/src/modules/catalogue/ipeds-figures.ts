/**
 * A course's IPEDS figures as the details answer them: Master's graduates per award year as a
 * list (oldest first, only the years known) and each sourced figure with its source's label,
 * description and link (schema's CATALOGUE_SOURCES), so a page can say where a figure is from.
 */
import {
  academicYearOf,
  CATALOGUE_SOURCES,
  type CatalogueSourceKey,
  type FigureSource,
  GRADUATE_YEARS,
  type GraduatesInYear,
} from "@gradplan/schema";

export type GraduatesColumn = Record<string, number> | null;
export type SourcesColumn = Partial<Record<FigureSource["figure"], CatalogueSourceKey>> | null;

export function graduatesOf(graduates: GraduatesColumn): GraduatesInYear[] {
  if (!graduates) return [];
  return GRADUATE_YEARS.flatMap((year) => {
    const count = graduates[String(year)];
    return count === undefined ? [] : [{ year, academic_year: academicYearOf(year), count }];
  });
}

const FIGURES: FigureSource["figure"][] = ["tuition", "graduates"];

/** Sources named in the row that the list knows; an unknown key is left out, not invented. */
export function sourcesOf(sources: SourcesColumn): FigureSource[] {
  if (!sources) return [];
  return FIGURES.flatMap((figure) => {
    const key = sources[figure];
    if (!key || !(key in CATALOGUE_SOURCES)) return [];
    return [{ figure, key, ...CATALOGUE_SOURCES[key] }];
  });
}
