/** Clichés and filler: phrases every committee has read a thousand times, and template text. */
import { CLICHES, FILLER } from "../cues";
import { clampScore, type PartResult, plural, quote, type SopSentence } from "../document";
import { normalizeSentence, type TemplateCheck } from "../template";

const CLICHE_COST = 10;
const CLICHE_MAX_COST = 70;
/** One filler word in 150 passes unnoticed; each one beyond costs 2 points, at most 20. */
const FILLER_ALLOWED_PER_WORDS = 150;
const FILLER_COST = 2;
const FILLER_MAX_COST = 20;
/** Template sentences cost up to 60 points, by their share of the SOP. */
const TEMPLATE_MAX_COST = 60;
const MAX_CLICHE_COMMENTS = 6;
/** A sentence of six words or more said again costs 5 points a repeat, at most 30. */
const REPEAT_MIN_WORDS = 6;
const REPEAT_COST = 5;
const REPEAT_MAX_COST = 30;
/** Each placeholder left ("[Add a sentence on ...]", "[University]") costs 10, at most 40. */
const PLACEHOLDER_COST = 10;
const PLACEHOLDER_MAX_COST = 40;
/** One stock line ("Thank you for considering my application.") is anyone's; two are a pattern. */
const TEMPLATE_MIN_SENTENCES = 2;

interface Found {
  sentence: SopSentence;
  phrase: string;
  advice: string;
  /** Where the phrase starts in its sentence. */
  at: number;
}

/** Sentences of six words or more written more than once (case and spacing aside). */
function repeatedSentences(sentences: readonly SopSentence[]): { text: string; times: number }[] {
  const seen = new Map<string, { text: string; times: number }>();
  for (const s of sentences) {
    if (s.words < REPEAT_MIN_WORDS) continue;
    const key = normalizeSentence(s.text);
    const entry = seen.get(key);
    if (entry) entry.times += 1;
    else seen.set(key, { text: s.text, times: 1 });
  }
  return [...seen.values()].filter((r) => r.times > 1);
}

function joinAnd(items: string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export function clichesIn(sentences: readonly SopSentence[]): Found[] {
  const found: Found[] = [];
  for (const sentence of sentences) {
    for (const group of CLICHES) {
      for (const match of sentence.text.matchAll(group.pattern)) {
        found.push({ sentence, phrase: match[0], advice: group.advice, at: match.index });
      }
    }
  }
  // In reading order: sentence by sentence, and within one by position.
  return found.sort(
    (a, b) => sentences.indexOf(a.sentence) - sentences.indexOf(b.sentence) || a.at - b.at,
  );
}

export function originalityPart(
  sentences: readonly SopSentence[],
  wordCount: number,
  template: TemplateCheck,
): PartResult {
  const comments: string[] = [];
  const cliches = clichesIn(sentences);
  let score = 100 - Math.min(CLICHE_MAX_COST, CLICHE_COST * cliches.length);
  // One comment per sentence, naming each of its clichés.
  const bySentence = new Map<SopSentence, Found[]>();
  for (const found of cliches)
    bySentence.set(found.sentence, [...(bySentence.get(found.sentence) ?? []), found]);
  const quoted = [...bySentence.values()];
  for (const found of quoted.slice(0, MAX_CLICHE_COMMENTS)) {
    const phrases = found.map((f) => `"${f.phrase}"`);
    const advice = [...new Set(found.map((f) => f.advice))].join("; ");
    const are = phrases.length === 1 ? "is a cliché" : "are clichés";
    comments.push(`${quote(found[0]!.sentence.text)}: ${joinAnd(phrases)} ${are}; ${advice}.`);
  }
  const unquoted = quoted.slice(MAX_CLICHE_COMMENTS).reduce((sum, found) => sum + found.length, 0);
  if (unquoted > 0) comments.push(`${plural(unquoted, "more cliché")} in later sentences.`);

  const fillers: string[] = [];
  for (const sentence of sentences) {
    for (const match of sentence.text.matchAll(FILLER)) fillers.push(match[0].toLowerCase());
  }
  const allowed = Math.floor(wordCount / FILLER_ALLOWED_PER_WORDS);
  const extra = Math.max(0, fillers.length - allowed);
  if (extra > 0) {
    score -= Math.min(FILLER_MAX_COST, FILLER_COST * extra);
    const examples = [...new Set(fillers)].slice(0, 4).map((f) => `"${f}"`);
    comments.push(
      `Cut filler: ${plural(fillers.length, "filler word")} in ${wordCount} words (${examples.join(", ")}). Most sentences say the same without them.`,
    );
  }

  const repeats = repeatedSentences(sentences);
  if (repeats.length > 0) {
    const extra = repeats.reduce((sum, r) => sum + r.times - 1, 0);
    score -= Math.min(REPEAT_MAX_COST, REPEAT_COST * extra);
    for (const r of repeats.slice(0, 2)) {
      comments.push(`${quote(r.text)} appears ${r.times} times: say it once.`);
    }
  }

  if (template.placeholders.length > 0) {
    score -= Math.min(PLACEHOLDER_MAX_COST, PLACEHOLDER_COST * template.placeholders.length);
    comments.push(
      `Replace the ${plural(template.placeholders.length, "placeholder")} in brackets with your own words: an SOP with them left in is not finished.`,
    );
  }

  if (template.matched >= TEMPLATE_MIN_SENTENCES) {
    score -= TEMPLATE_MAX_COST * template.share;
    comments.push(
      `${template.matched} of ${template.total} sentences are the draft generator's own wording: rewrite them with what only you can say.`,
    );
  }
  return { score: clampScore(score), comments };
}
