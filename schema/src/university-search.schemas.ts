/** The filter object's and the preferences' input schemas: a 400 message says which key is wrong. */
import { z } from "zod";
import { CLIMATES, COURSE_CODES, UNIVERSITY_TYPES, US_STATE_CODES } from "./catalogue";
import {
  DEFAULT_FILTERS,
  FILTERS_NOT_AN_OBJECT,
  NO_PREFERENCE,
  PREFERENCE_WEATHER,
  RANGE_FILTERS,
  type Range,
  type UniversityFilters,
} from "./university-search";

const range = (name: string, max: number) =>
  z
    .array(z.number({ error: `${name} must hold two numbers.` }), {
      error: `${name} must be [min, max].`,
    })
    .length(2, `${name} must be [min, max].`)
    .refine(([lo, hi]) => (lo ?? 0) >= 0 && (lo ?? 0) <= (hi ?? 0) && (hi ?? 0) <= max, {
      message: `${name} must go from a smaller to a larger number between 0 and ${max}.`,
    })
    .transform((r) => r as Range);

/** One value or a list, as forms send either. */
const list = <T extends string>(name: string, values: readonly [T, ...T[]]) =>
  z
    .union([z.enum(values), z.array(z.enum(values)).max(60)], {
      error: `${name} must be one or more of: ${values.join(", ")}.`,
    })
    .transform((v) => (Array.isArray(v) ? v : [v]));

/** Missing keys take their defaults; anything malformed is a 400 with a message saying which. */
export const universityFiltersSchema = z
  .object(
    {
      states: list("states", US_STATE_CODES),
      universityType: list("universityType", UNIVERSITY_TYPES),
      climate: list("climate", CLIMATES),
      tuitionRange: range("tuitionRange", 10_000_000),
      rankRange: range("rankRange", 100_000),
      toeflRange: range("toeflRange", 120),
      ieltsRange: range("ieltsRange", 9),
      greRange: range("greRange", 340),
      gpaRange: range("gpaRange", 4),
      courses: list("courses", COURSE_CODES),
      includeUnknown: list("includeUnknown", RANGE_FILTERS),
    },
    { error: FILTERS_NOT_AN_OBJECT },
  )
  .partial()
  .transform(
    (f): UniversityFilters => ({
      ...DEFAULT_FILTERS,
      // A key present but undefined (a GraphQL input left out) keeps its default too.
      ...Object.fromEntries(Object.entries(f).filter(([, value]) => value !== undefined)),
    }),
  );

/** A list of known values; one message whether the list or a value in it is wrong. */
const choices = <T extends string>(message: string, values: readonly [T, ...T[]]) =>
  z.array(z.enum(values, { error: message }), { error: message });

export const preferencesSchema = z.object({
  tuition: range("tuition", 10_000_000),
  course_ranking: range("course_ranking", 100_000),
  location: choices("location must be a list of two-letter state codes (or NP).", [
    ...US_STATE_CODES,
    NO_PREFERENCE,
  ] as [string, ...string[]]),
  weather: choices("weather must be a list of Hot, Cold, Warm or NP.", PREFERENCE_WEATHER),
});
