/**
 * What hides the schema besides introspection being off (production): no "Did you mean ...?"
 * in errors (graphql-js suggests real field, argument and input field names, from which the
 * schema can be rebuilt a guess at a time) and no Apollo landing page for a browser.
 */

/** graphql-js ends a message with its suggestions: ` Did you mean "a", "b", or "c"?`. */
const SUGGESTIONS = /\s*Did you mean [^?]*\?$/;

/**
 * The message without its suggestions. Every error goes through formatError, so this covers
 * validation (unknown fields and arguments) and variables' coercion (unknown input fields),
 * which Apollo's own `hideSchemaDetailsFromClientErrors` leaves alone.
 */
export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTIONS, "");
}

/**
 * Whether a GET's Accept header prefers a page to a GraphQL answer, as a browser's does (what
 * Apollo serves its landing page for). A tie goes to JSON, as Apollo's negotiation has it.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  let html = 0;
  let json = 0;
  for (const range of accept.toLowerCase().split(",")) {
    const [type = "", ...params] = range.split(";").map((part) => part.trim());
    const q = params.find((param) => param.startsWith("q="));
    const quality = q ? Number(q.slice(2)) || 0 : 1;
    if (type === "text/html") html = Math.max(html, quality);
    if (type === "application/json" || type === "application/graphql-response+json")
      json = Math.max(json, quality);
  }
  return html > json;
}
