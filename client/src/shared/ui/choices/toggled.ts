/** A list with `value` added, or removed when it was there (a checkbox's change). */
export function toggled(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
