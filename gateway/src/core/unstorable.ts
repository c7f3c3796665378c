/**
 * Text the database cannot store: PostgreSQL's text refuses a NUL character, and an unpaired
 * UTF-16 surrogate has no UTF-8 form. Such a string used to reach the SQL and come back as a 500;
 * every request is checked for them before any route runs, and refused as bad input.
 */

/** Whether the string holds a NUL or a surrogate half without its pair. */
export function isUnstorable(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return true;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

/** The path of the first unstorable string (or key) in a parsed query or body, or null. */
export function findUnstorable(value: unknown, path = ""): string | null {
  if (typeof value === "string") return isUnstorable(value) ? path || "value" : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    // for-in over own keys: no entries array, and a field's path is made only for what is found.
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      const item = (value as Record<string, unknown>)[key];
      const plain = typeof item === "string" || item === null || typeof item !== "object";
      if (!isUnstorable(key) && plain && !(typeof item === "string" && isUnstorable(item)))
        continue;
      const at = path ? `${path}.${key}` : key;
      if (plain || isUnstorable(key)) return at;
      const found = findUnstorable(item, at);
      if (found) return found;
    }
  }
  return null;
}

export function unstorableMessage(field: string): string {
  return `${field} contains a character that cannot be stored (a NUL or an unpaired surrogate). Please remove it and try again.`;
}
