/**
 * HTML to plain text for the decision classifier, without a dependency: decision emails are
 * simple templates (paragraphs, tables, lists), so dropping scripts, styles, comments and hidden
 * preheaders and keeping paragraph breaks is enough. One pass over the tokens, so any input,
 * however malformed, costs time in proportion to its length.
 */
import { decodeEntities } from "./entities";
import { normalizeText } from "./text";

/** A comment, a declaration (<!DOCTYPE>, <![endif]>), a tag, a run of text, or a stray "<". */
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<[!?][^<>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^<>]*)>?|[^<]+|</g;
const DROPPED = new Set(["script", "style", "head", "title", "noscript", "template", "xml"]);
/** Marketing preheaders: text shown in the inbox list only, never in the message. */
const HIDING = new Set(["span", "div", "p"]);
const HIDDEN = /display\s*:\s*none/i;
const PARAGRAPH_TAGS = new Set(
  "p h1 h2 h3 h4 h5 h6 table blockquote hr section article header footer ul ol center pre".split(
    " ",
  ),
);
const LINE_TAGS = new Set(["div", "tr", "li", "dt", "dd"]);
/** Table cells sit side by side: "Decision:" and "Admit" are one line. */
const CELL_TAGS = new Set(["td", "th"]);

/** Stand-ins for block edges while tags are read: a run of edges is one break, not many. */
const LINE = "\uE000";
const PARAGRAPH = "\uE001";

function edgeOf(name: string): string {
  if (name === "br") return "\n";
  if (PARAGRAPH_TAGS.has(name)) return PARAGRAPH;
  if (LINE_TAGS.has(name)) return LINE;
  return CELL_TAGS.has(name) ? " " : "";
}

/** The visible text of an HTML body, one paragraph per blank-line-separated block. */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  let skipping: { name: string; depth: number } | null = null;
  for (const [token, slash, rawName, attributes = ""] of html.matchAll(TOKEN)) {
    const name = rawName?.toLowerCase();
    // A head left open ends where the body begins.
    if (skipping?.name === "head" && name === "body") skipping = null;
    if (skipping) {
      if (name === skipping.name) skipping.depth += slash ? -1 : 1;
      if (skipping.depth === 0) skipping = null;
      continue;
    }
    if (name === undefined) {
      if (!/^<[!?]/.test(token))
        parts.push(token.replace(/[\uE000\uE001]/g, "").replace(/\s+/g, " "));
      continue;
    }
    const hidden = DROPPED.has(name) || (HIDING.has(name) && HIDDEN.test(attributes));
    if (!slash && hidden) {
      if (!attributes.trimEnd().endsWith("/")) skipping = { name, depth: 1 };
      continue;
    }
    parts.push(edgeOf(name));
  }
  const text = parts
    .join("")
    .replace(/[\uE000\uE001][\uE000\uE001 ]*/g, (edges) =>
      edges.includes(PARAGRAPH) ? "\n\n" : "\n",
    );
  return normalizeText(decodeEntities(text));
}
