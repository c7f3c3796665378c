/**
 * Template text: sentences the SOP generator writes for every student (its TEMPLATE_SENTENCES)
 * and placeholders left to fill ("[Add a sentence on ...]", "[University]", "{name}", "____").
 */
import { sentences } from "../../../language/text";
import type { SopSentence } from "./document";

export interface TemplateCheck {
  /** Sentences of the SOP that are template sentences. */
  matched: number;
  total: number;
  /** matched / total, 0 when there are no sentences. */
  share: number;
  /** Placeholders still in the text, as written, in order, without repeats. */
  placeholders: string[];
}

/** Case, spacing, quote marks and the closing punctuation do not tell sentences apart. */
export function normalizeSentence(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, " ")
    .replace(/^[\s"'([{]+|[\s"')\]}.!?…]+$/g, "");
}

const built = new WeakMap<readonly string[], Set<string>>();

/** The normalized sentences of a template list, built once per list. */
function templateSet(templateSentences: readonly string[]): Set<string> {
  let set = built.get(templateSentences);
  if (!set) {
    set = new Set();
    for (const entry of templateSentences) {
      set.add(normalizeSentence(entry));
      for (const part of sentences(entry)) set.add(normalizeSentence(part));
    }
    built.set(templateSentences, set);
  }
  return set;
}

/**
 * "[...]", "[University Name]", "{program}", "<Professor>", "____"; not citations: "[3]",
 * "[4, 7-9]", or an author and year, "[Demmel2011]", "[Sitzmann 2017]", "[e.g. Sigley1997]".
 */
const PLACEHOLDER =
  /\[[^[\]\n]{1,200}\]|\{[^{}\n]{1,60}\}|<[A-Za-z][^<>\n]{0,40}>|_{3,}|\bX{3,}\b/g;

export function placeholdersIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (/^\[\s*\d+(\s*[,–-]\s*\d+)*\s*\]$/.test(match[0])) continue;
    if (/^\[.*\p{L}.*(19|20)\d{2}[a-z]?(?!\d)/u.test(match[0])) continue;
    found.add(match[0]);
  }
  return [...found];
}

/**
 * `isFrame` recognises the generator's sentences that carry one of the student's facts in a
 * fixed frame ("I am now applying to {target}.", `matchesFrame` of template-sentences.ts).
 */
export function checkTemplate(
  text: string,
  sopSentences: readonly SopSentence[],
  templateSentences: readonly string[],
  isFrame: (sentence: string) => boolean = () => false,
): TemplateCheck {
  const set = templateSet(templateSentences);
  const matched = sopSentences.filter(
    (s) => set.has(normalizeSentence(s.text)) || isFrame(s.text),
  ).length;
  const total = sopSentences.length;
  return { matched, total, share: total ? matched / total : 0, placeholders: placeholdersIn(text) };
}
