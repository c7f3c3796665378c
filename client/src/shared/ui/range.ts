/** Spec 1, section 8: a percentage or bar value out of its range is an error, never clamped silently. */
export function assertInRange(value: number, min: number, max: number, what: string): number {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`${what} must be between ${min} and ${max}; got ${value}.`);
  }
  return value;
}
