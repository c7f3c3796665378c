/**
 * How deeply JSON text nests, judged on the raw text before it is parsed. Everything after the
 * parse walks values recursively (the unstorable-text check, zod, graphql-js's coercion), so a
 * body 5,000 levels deep overflowed the stack there and answered 500 (issue 31). One linear
 * scan, counting brackets outside strings, cannot overflow and refuses such a body first.
 */

/**
 * The deepest nesting of objects and arrays a request may send. The deepest legitimate one is a
 * GraphQL body for `submitResults`: {variables: {input: {applications: [{university: {...}}]}}},
 * six levels; REST bodies are shallower. The GraphQL document's own depth is graphql/limits.ts's.
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `The request is nested too deeply: JSON may hold objects and arrays at most ${MAX_JSON_DEPTH} levels deep.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text opens more than `max` objects and arrays inside one another. Malformed text
 * is not judged here (the parser refuses it); brackets inside strings do not count.
 */
export function jsonNestedTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  // Each level costs at least one character to open it.
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
}
