/** Action verbs a bullet should start with, and the weak openings and phrases to replace. */

const BASE_VERBS = `accelerate achieve adapt administer advise analyze architect assemble assess audit
author automate balance benchmark boost build calculate calibrate champion chair clean coach
code collaborate collect compete compile complete compose compute conceive conduct configure construct
consolidate consult containerize contribute convert coordinate create curate customize cut
debug decrease define deliver demonstrate deploy derive design detect develop devise diagnose
direct discover document double draft drive earn edit educate eliminate enable engineer enhance
establish estimate evaluate examine execute expand expedite experiment extract fabricate
facilitate fine-tune fix forecast formulate found generate grow guide halve head host identify illustrate
implement improve increase influence initiate innovate inspect install instruct integrate
interview introduce invent investigate label launch lead lecture lower maintain manage map
maximize measure mentor merge migrate minimize model modernize monitor motivate negotiate
operate optimize orchestrate organize outperform overhaul oversee package parse partner patch pilot pioneer port
plan predict prepare present prioritize process produce program propose prototype prove publish
rank recruit redesign reduce refactor research resolve restructure review revamp run save scale
schedule score secure select serve ship simplify simulate solve spearhead standardize stream
streamline
strengthen structure supervise support survey synthesize teach test train transform translate
tune
triple troubleshoot tutor unify upgrade validate verify visualize volunteer win write`;

/** Past tenses that do not follow the spelling rules below. */
const IRREGULAR_PAST: Record<string, string> = {
  build: "built",
  cut: "cut",
  drive: "drove",
  grow: "grew",
  lead: "led",
  oversee: "oversaw",
  run: "ran",
  teach: "taught",
  win: "won",
  write: "wrote",
  ship: "shipped",
  plan: "planned",
  program: "programmed",
  map: "mapped",
  debug: "debugged",
};

function pastTense(verb: string): string {
  const irregular = IRREGULAR_PAST[verb];
  if (irregular) return irregular;
  if (verb.endsWith("e")) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}

const baseVerbs = BASE_VERBS.split(/\s+/).filter(Boolean);

/** Base forms (a current role: "Lead", "Build") and past tenses ("Led", "Built"). */
export const ACTION_VERBS: ReadonlySet<string> = new Set([
  ...baseVerbs,
  ...baseVerbs.map(pastTense),
  // British spellings are not mistakes.
  "analysed",
  "optimised",
  "organised",
  "modernised",
  "visualised",
  "standardised",
  "customised",
]);

/** Openings that describe a duty instead of an achievement, with the verb to use instead. */
export const WEAK_PHRASES: readonly { phrase: RegExp; text: string; instead: string }[] = [
  { phrase: /\b(was |were )?responsible for\b/i, text: "Responsible for", instead: "Led" },
  { phrase: /\bworked on\b/i, text: "Worked on", instead: "Built" },
  { phrase: /\bhelped\b/i, text: "Helped with", instead: "Contributed" },
  { phrase: /\bassisted (with|in)\b/i, text: "Assisted in", instead: "Supported" },
  { phrase: /\b(was )?involved in\b/i, text: "Involved in", instead: "Delivered" },
  { phrase: /\bparticipated in\b/i, text: "Participated in", instead: "Competed in" },
  { phrase: /\bwas part of\b/i, text: "Was part of", instead: "Collaborated on" },
  { phrase: /\btasked with\b/i, text: "Tasked with", instead: "Delivered" },
  { phrase: /\bduties included\b/i, text: "Duties included", instead: "Managed" },
  { phrase: /^did\b/i, text: "Did", instead: "Completed" },
];

/** The first word of a bullet, without punctuation, lower case. */
export function firstWord(text: string): string {
  const match = /[\p{L}][\p{L}'-]*/u.exec(text);
  return match ? match[0].toLowerCase() : "";
}

export function startsWithActionVerb(text: string): boolean {
  return ACTION_VERBS.has(firstWord(text));
}
