/** Spec 1, section 8: a percentage or bar value out of its range is an error, never clamped silently. */
export function assertInRange(value: number, min: number, max: number, what: string): number {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`${what} must be between ${min} and ${max}; got ${value}.`);
  }
  return value;
}

/**
 * The role and ARIA attributes of a graphic that shows a value out of 0-max (a meter or a
 * progressbar), after checking the value is in range. Every bar, ring and block meter uses it.
 */
export function valueRangeAria(
  role: "meter" | "progressbar",
  label: string,
  value: number,
  max: number,
  valueText: string | undefined,
) {
  if (!(max > 0)) throw new RangeError(`${label}: the maximum must be above 0; got ${max}.`);
  assertInRange(value, 0, max, label);
  return {
    role,
    "aria-label": label,
    "aria-valuemin": 0,
    "aria-valuemax": max,
    "aria-valuenow": value,
    "aria-valuetext": valueText,
  } as const;
}
