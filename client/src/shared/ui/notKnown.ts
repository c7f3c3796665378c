/** What a figure the catalogue does not know (null from the API) shows: never 0 or a guess. */
export const NOT_KNOWN = "Not known";

/** The figure formatted, or "Not known" for null. */
export function knownOr<T>(value: T | null, format: (value: T) => string): string {
  return value === null ? NOT_KNOWN : format(value);
}
