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

/** An object or array being walked: its path, its keys (null: an array) and the next one. */
interface Frame {
  container: Record<string, unknown> | unknown[];
  keys: string[] | null;
  next: number;
  path: string;
}

/**
 * The path of the first unstorable string (or key) in a parsed query or body, or null, in
 * document order. Iterative, with its own stack: however deep the value, the call stack is not
 * (the body parser refuses JSON nested deeper than core/json-depth.ts's bound before this runs;
 * this holds for values that did not come through it).
 */
export function findUnstorable(value: unknown, path = ""): string | null {
  if (typeof value === "string") return isUnstorable(value) ? path || "value" : null;
  if (value === null || typeof value !== "object") return null;
  const stack: Frame[] = [frameOf(value, path)];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    const { container, keys } = frame;
    const count = keys ? keys.length : (container as unknown[]).length;
    if (frame.next >= count) {
      stack.pop();
      continue;
    }
    const index = frame.next++;
    const key = keys ? (keys[index] as string) : null;
    const item =
      key === null ? (container as unknown[])[index] : (container as Record<string, unknown>)[key];
    if (key !== null && isUnstorable(key)) return joined(frame.path, key);
    if (typeof item === "string") {
      if (isUnstorable(item))
        return key === null ? `${frame.path}[${index}]` : joined(frame.path, key);
    } else if (item !== null && typeof item === "object") {
      // A field's path is made only for what is walked into or found.
      stack.push(frameOf(item, key === null ? `${frame.path}[${index}]` : joined(frame.path, key)));
    }
  }
  return null;
}

function frameOf(value: object, path: string): Frame {
  return Array.isArray(value)
    ? { container: value, keys: null, next: 0, path }
    : { container: value as Record<string, unknown>, keys: Object.keys(value), next: 0, path };
}

function joined(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

export function unstorableMessage(field: string): string {
  return `${field} contains a character that cannot be stored (a NUL or an unpaired surrogate). Please remove it and try again.`;
}
