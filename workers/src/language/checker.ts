/**
 * Spelling and grammar from real checkers: harper.js (an offline grammar checker compiled to
 * WebAssembly) finds the errors, and cspell's dictionaries (US and British English, software
 * terms, companies, data science) plus a short user word list decide which unknown words are
 * only words harper does not know (PyTorch, Visvesvaraya). Layout is never an error: lines a
 * wrap cut are joined, columns (tabs, wide gaps) and bullets are read apart, and spacing and
 * the case of a line's first letter are never reported. See docs/scoring.md ("Spelling and
 * grammar") for the development set and the figures behind each rule.
 *
 * One checker per process: `getLanguageChecker()` creates it on first use and hands the same
 * one afterwards (harper's first lint compiles the WebAssembly module, about 4 s).
 */
import type { SpellingDictionary } from "cspell-lib";
import { type Lint, LocalLinter } from "harper.js";
import { type GrammarFlag, type GrammarResult, grammarResult, type IssueKind } from "./grammar";
import { USER_WORDS } from "./lexicon/user-words";

/** Which checker reads the text: the two measured alone, and the combination we use. */
export type Candidate = "harper" | "cspell" | "combined";

export interface CheckedText {
  /** The text as checked: one entry a block, flags' offsets index into it. */
  blocks: string[];
  flags: GrammarFlag[];
}

/** cspell dictionaries that know correct words: English (US and British) and technical terms. */
const CSPELL_DICTIONARIES = [
  "en_us",
  "en-gb",
  "softwareTerms",
  "software-tools",
  "computing-acronyms",
  "web-services",
  "companies",
  "fullstack",
  "data-science",
  "data-science-tools",
  "python",
  "latex",
];

/** Harper's lint kinds that are about looks or taste, never a language error. */
const IGNORED_KINDS = new Set([
  "Formatting",
  "Style",
  "Readability",
  "Enhancement",
  "Regionalism",
  "Redundancy",
]);

/** A line's lead: bullets and list marks ("•", "-", "o ", "1."), read as layout. */
const BULLET = /^[\s•·▪▫◦●○■□►▸➢➤✓✔*–—-]+|^o\s+|^\d{1,2}[.)]\s+/u;
/** A column gap: a tab, or three spaces or more (aligned dates, "Title      2019 – 2023"). */
const COLUMN_GAP = /\t+|\s{3,}/;
const ENDS_SENTENCE = /[.!?:;]["')\]”’]?$/;
/** Text before a word that starts a sentence: a full stop not after an abbreviation or initial. */
const SENTENCE_BEFORE =
  /(?<!\b(?:[A-Z]|Dr|Mr|Mrs|Ms|Prof|St|Jr|Sr|No|vs|etc|e\.g|i\.e))[.!?]["')\]”’]?\s+$/;
/** A capitalised word beside common ones is checked as a word from this length ("Syatems"). */
const PHRASE_WORD_MIN = 6;
/** All-capital words this short are acronyms ("FAISS", "NUST"), never misspelled. */
const ACRONYM_MAX = 5;
/**
 * The common words institutions' and subjects' names are made of. A capitalised word inside a
 * line is otherwise taken for a name ("Kookmin", "Mensah"), but one an edit or two from these is
 * the word misspelt ("Kookmin Unversity", "Technical Insitute", "Information Technogy"): no
 * name is "University" with a letter lost.
 */
const NAME_PART_WORDS = (
  "university institute institution college school academy polytechnic technology " +
  "technological engineering science sciences mathematics department development laboratory " +
  "management international national research foundation association society education " +
  "information computer computing systems software electrical electronics mechanical " +
  "communication communications applied architecture environmental industrial chemical " +
  "biomedical aerospace"
).split(" ");
/** Names shorter than this are left alone: short words are one edit from too many others. */
const NAME_PART_MIN = 6;
/**
 * A typo inside the word keeps its first and last three letters ("Unversity", "Technogy");
 * another language's form of the word changes its ending ("Universitat", "Institut",
 * "Technologie", "Nationale", "Systemes") and is a name.
 */
const KEPT_START = 1;
const KEPT_END = 3;

/** A correction that keeps a word's first and last three letters: a typo, not a language. */
function keepsEnds(word: string, correction: string): boolean {
  return (
    word.slice(0, KEPT_START) === correction.slice(0, KEPT_START) &&
    word.slice(-KEPT_END) === correction.slice(-KEPT_END)
  );
}

/** The name-part word a capitalised word misspells, written with its capital, or null. */
function namePartFix(word: string): string | null {
  if (word.length < NAME_PART_MIN || word !== word[0] + word.slice(1).toLowerCase()) return null;
  const lower = word.toLowerCase();
  const limit = word.length < 8 ? 1 : 2;
  let best: { text: string; distance: number } | null = null;
  for (const text of NAME_PART_WORDS) {
    if (Math.abs(text.length - lower.length) > limit || !keepsEnds(lower, text)) continue;
    const distance = editDistance(lower, text);
    if (distance > 0 && distance <= limit && (!best || distance < best.distance))
      best = { text, distance };
  }
  return best ? best.text[0]!.toUpperCase() + best.text.slice(1) : null;
}

/** Words whose suggestions are kept: a resume repeats its misspellings, the process runs for days. */
const SUGGESTION_CACHE = 2000;
/** A word said twice on purpose: "had had", "that that". */
const DOUBLED_ON_PURPOSE = new Set(["had had", "that that"]);

/**
 * Harper rules that are taste or local custom, not errors, and that flagged correct lines of the
 * development set or the fixtures: old place names (Bombay, Madras), closed compounds ("data
 * set"), and (every rule named Expand…) "ms" or "GB" spelled out, a "to" it wants after "expected", a negative it guesses in a name ("Ile-Ife"),
 * hyphenated prefixes ("Co-authored").
 */
const IGNORED_RULES = new Set([
  "DisjointPrefixes",
  "UpdatePlaceNames",
  "CompoundNouns",
  "MissingTo",
  "ExpandTimeShorthands",
  "WrongNegative",
]);

type HarperFlag = GrammarFlag & { lint: Lint; rule: string };

/**
 * The text a checker should read: a paragraph that goes on in lower case after one without
 * final punctuation is the same sentence cut by a wrap, so it is joined to it; each column of a
 * line is read apart, bullets dropped, spaces collapsed.
 */
/** A title right before a word makes it a name. */
const TITLE_BEFORE = /\b(Profs?|Professors?|Drs?|Mr|Mrs|Ms|Dean|Sir)\.?\s+$/;

/** The shortest known stem a derived word may be built on ("noise", not "prot" of "reprot"). */
const DERIVED_STEM_MIN = 5;

/** Prefixes that make technical words of known ones: "denoising", "reweighting", "untrusted". */
const DERIVING_PREFIXES = [
  "de",
  "re",
  "un",
  "pre",
  "non",
  "sub",
  "multi",
  "inter",
  "over",
  "under",
];
/** Endings and what the stem may have ended with before them: "foveated" -> "foveate". */
const DERIVING_ENDINGS: [string, string[]][] = [
  ["ing", ["", "e"]],
  ["ed", ["", "e"]],
  ["d", [""]],
  ["s", [""]],
  ["er", ["", "e"]],
  ["ers", ["", "e"]],
  ["ation", ["e", "ate", ""]],
];

export function layoutBlocks(paragraphs: readonly string[]): string[] {
  const lines: string[] = [];
  for (const paragraph of paragraphs) {
    const line = paragraph.replace(/\u00a0/g, " ").trim();
    if (!/[\p{L}\p{N}]/u.test(line)) continue;
    const prev = lines.at(-1);
    const segments = line
      .split(COLUMN_GAP)
      .map((s) => s.replace(BULLET, "").replace(/\s+/g, " ").trim())
      .filter((s) => /[\p{L}\p{N}]/u.test(s));
    const [first, ...rest] = segments;
    if (first === undefined) continue;
    if (prev !== undefined && !ENDS_SENTENCE.test(prev) && /^\p{Ll}/u.test(first)) {
      lines[lines.length - 1] = `${prev} ${first}`;
    } else lines.push(first);
    lines.push(...rest);
  }
  return lines;
}

/** Damerau-Levenshtein distance (optimal string alignment), lower-cased. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[s.length]![t.length]!;
}

function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return replacement.toUpperCase();
  if (/^\p{Lu}/u.test(original)) return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}

/** Harper counts offsets in Unicode code points; JavaScript strings in UTF-16 units. */
function utf16Offsets(text: string): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const ch of text) {
    offsets.push(at);
    at += ch.length;
  }
  offsets.push(at);
  return offsets;
}

/**
 * Whether the next word is an acronym that may be read as a word or letter by letter ("a
 * SPICE netlist", "an SOP", "a NASA mission"): capitals with a vowel after the first. Then
 * "a"/"an" is never corrected; "an LSTM", "an FPGA" (no vowel: read by letters) still are.
 */
function ambiguousAcronym(after: string): boolean {
  const next = /^\s*([A-Z][A-Z0-9]+)\b/.exec(after)?.[1];
  return next !== undefined && /[AEIOU]/.test(next.slice(1));
}

/** How many letters two words share at their end. */
function commonSuffix(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let n = 0;
  while (n < s.length && n < t.length && s[s.length - 1 - n] === t[t.length - 1 - n]) n++;
  return n;
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

function kindOf(lint: Lint, problem: string): IssueKind {
  const kind = lint.lint_kind();
  if (/^an?$/i.test(problem.trim()) && /article/i.test(lint.message())) return "article";
  switch (kind) {
    case "Spelling":
    case "Typo":
      return "spelling";
    case "Repetition":
      return "repeated";
    case "Agreement":
      return "agreement";
    case "Capitalization":
      return "capital";
    case "Punctuation":
      return "punctuation";
    default:
      return "wrong_word";
  }
}

export class LanguageChecker {
  private readonly known = new Set(USER_WORDS.map((w) => w.toLowerCase()));
  private readonly suggestions = new Map<string, { word: string; cost: number }[]>();

  constructor(
    private readonly linter: LocalLinter,
    /** Every dictionary: what decides that a word is known. */
    private readonly dictionary: SpellingDictionary,
    /** US and British English only: where corrections come from. */
    private readonly english: SpellingDictionary,
  ) {}

  /** Whether a dictionary or the user word list knows the word (any case). */
  knows(word: string): boolean {
    const bare = word.replace(/[’]/g, "'").replace(/'s$/i, "");
    if (this.known.has(bare.toLowerCase())) return true;
    return this.dictionary.has(bare, { ignoreCase: true });
  }

  /**
   * A technical word built from a known one by a prefix or an ending the dictionaries leave out:
   * "denoising" (de + noise + ing), "foveated" (foveate + d), "reweighting", "untrusted". A
   * misspelling rarely keeps a known English stem of five letters or more whole ("reprot" and
   * "parcer" do not: "prot", "parce" are too short or not English).
   */
  private derivedFromKnown(word: string): boolean {
    const lower = word.toLowerCase();
    const stems = new Set<string>([lower]);
    for (const prefix of DERIVING_PREFIXES) {
      if (lower.startsWith(prefix) && lower.length - prefix.length >= DERIVED_STEM_MIN)
        stems.add(lower.slice(prefix.length));
    }
    for (const stem of [...stems]) {
      for (const [ending, restore] of DERIVING_ENDINGS) {
        if (!stem.endsWith(ending) || stem.length - ending.length < DERIVED_STEM_MIN - 1) continue;
        const base = stem.slice(0, stem.length - ending.length);
        for (const tail of restore) stems.add(base + tail);
      }
    }
    stems.delete(lower);
    return [...stems].some(
      (stem) => stem.length >= DERIVED_STEM_MIN && this.english.has(stem, { ignoreCase: false }),
    );
  }

  /** The flags a candidate raises on the paragraphs, sorted by place: what measure.ts counts. */
  async flags(paragraphs: readonly string[], candidate: Candidate): Promise<CheckedText> {
    if (candidate === "cspell") return this.cspellFlags(paragraphs);
    const blocks =
      candidate === "combined" ? layoutBlocks(paragraphs) : paragraphs.filter((p) => p.trim());
    const raw = await this.harperFlags(blocks);
    const flags = candidate === "combined" ? raw.filter((f) => this.keep(f, blocks)) : raw;
    return { blocks, flags: flags.map((f) => this.finish(f)) };
  }

  /** The grammar result the evaluators use (the combination). */
  async check(paragraphs: readonly string[]): Promise<GrammarResult> {
    const { blocks, flags } = await this.flags(paragraphs, "combined");
    return grammarResult(blocks, flags);
  }

  /** Harper's lints on the blocks, read as one document (one call is faster than one a block). */
  private async harperFlags(blocks: string[]): Promise<HarperFlag[]> {
    const text = blocks.join("\n\n");
    const offsets = utf16Offsets(text);
    const starts: number[] = [];
    let at = 0;
    for (const block of blocks) {
      starts.push(at);
      at += block.length + 2;
    }
    const organized = await this.linter.organizedLints(text, { language: "plaintext" });
    const flags: HarperFlag[] = [];
    for (const [rule, lints] of Object.entries(organized)) {
      for (const lint of lints) {
        const span = lint.span();
        const from = offsets[span.start]!;
        const to = offsets[span.end]!;
        let block = starts.length - 1;
        while (block > 0 && starts[block]! > from) block--;
        const start = from - starts[block]!;
        const end = Math.min(to - starts[block]!, blocks[block]!.length);
        const original = blocks[block]!.slice(start, end);
        const replacement = lint.suggestions()[0]?.get_replacement_text();
        flags.push({
          block,
          start,
          end,
          original,
          replacement: replacement ?? original,
          kind: kindOf(lint, original),
          lint,
          rule,
        });
      }
    }
    return flags.sort((a, b) => a.block - b.block || a.start - b.start || a.end - b.end);
  }

  /** The combination's rules: what harper reports that is a language error, not layout or a name. */
  private keep(flag: HarperFlag, blocks: string[]): boolean {
    const { lint, rule, original } = flag;
    if (!/[\p{L}\p{N}]/u.test(original)) return false;
    const suggestions = lint.suggestions().map((s) => s.get_replacement_text());
    // "dont", "Im", "cant": a word that lacks only its apostrophe.
    const apostrophe = suggestions.find(
      (s) => /['’]/.test(s) && s.replace(/['’]/g, "").toLowerCase() === original.toLowerCase(),
    );
    if (apostrophe && /^[\p{L}]+$/u.test(original)) {
      flag.replacement = apostrophe;
      flag.kind = "punctuation";
      return true;
    }
    if (IGNORED_RULES.has(rule) || /^Expand/.test(rule)) return false;
    if (IGNORED_KINDS.has(lint.lint_kind())) return false;
    if (flag.kind === "article" && ambiguousAcronym(blocks[flag.block]!.slice(flag.end))) {
      return false;
    }
    const before = blocks[flag.block]!.slice(0, flag.start);
    const startsSentence = before.trim() === "" || SENTENCE_BEFORE.test(before);
    if (flag.kind === "repeated" && DOUBLED_ON_PURPOSE.has(original.toLowerCase())) return false;
    if (flag.kind === "capital") {
      // The case of a line's first letter is layout (a bullet, a wrapped line), and capitals
      // inside a line are names and abbreviations ("Apr", "B.Sc."): only "i" and a sentence
      // that starts after a full stop inside the line are reported.
      // "i" after a letter and a quote is a word's end, not the pronoun: "Hawai‘i", "Pi‘ilani".
      if (/^i(['’](m|ve|d|ll))?$/.test(original) && !/\p{L}['‘’ʻ]$/u.test(before)) {
        flag.kind = "pronoun";
        return true;
      }
      return before.trim() !== "" && SENTENCE_BEFORE.test(before);
    }
    if (rule === "SpellCheck" || rule === "SplitWords") {
      // A capital word before another ("Kwame Mensah", "Birla Institute", "Ile-Ife") is a name.
      const after = blocks[flag.block]!.slice(flag.end);
      // ...unless the words around it are common ones: "Computer Architcecture", "Database
      // Syatems", "Departement of aerospace" are course and unit names a reader checks, and a
      // person's name sits beside another name ("Vishal Rajput"), not beside "Computer". Names
      // this long beside a common word are rare ("Birla Institute", "Osun State" are shorter);
      // all capitals is a product or an acronym ("PLAXIS").
      // A word after a title is a name: "Prof. Pulkit Agrawal", "Dr. Ngozi".
      if (TITLE_BEFORE.test(before)) return false;
      const phrase =
        original.length >= PHRASE_WORD_MIN &&
        original !== original.toUpperCase() &&
        this.inCommonPhrase(before, after);
      const named = startsSentence && /^(\s|-)\p{Lu}/u.test(after) && !phrase;
      // Inside a line, a capitalised word is read as a word of a title only when its correction
      // keeps the word's ends (keepsEnds): "für" written "fur" beside "Institut" is a common
      // word, and "Institut" the German name.
      const fix = named
        ? null
        : this.spellingFix(original, suggestions, startsSentence || phrase, !startsSentence);
      if (!fix) return false;
      flag.replacement = fix;
      flag.kind = "spelling";
      return true;
    }
    return flag.replacement !== original;
  }

  /**
   * Whether the word next to a flagged one, on either side (past "of", "and", "&"), is a common
   * lower-case word of three letters or more: then a capitalised unknown word is a misspelt word
   * of a title, not a name.
   */
  private inCommonPhrase(before: string, after: string): boolean {
    const stop = /^(of|and|&|the|in|for|to|on|with)$/i;
    const previous = before
      .split(/\s+/)
      .filter(Boolean)
      .reverse()
      .find((w) => !stop.test(w));
    const next = after
      .split(/\s+/)
      .filter(Boolean)
      .find((w) => !stop.test(w));
    const common = (w: string | undefined) => {
      const bare = w?.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "") ?? "";
      return (
        bare.length >= 3 &&
        /^\p{L}\p{Ll}+$/u.test(bare) &&
        this.dictionary.has(bare.toLowerCase(), { ignoreCase: false })
      );
    };
    // A lower-case common word right before it names what it is: "the sequence analyzer
    // Geneious", "the simulator Gazebo" are a product, not a title's word.
    const last = before.split(/\s+/).filter(Boolean).at(-1) ?? "";
    if (/^\p{Ll}{3,}$/u.test(last) && !stop.test(last) && common(last)) return false;
    return [previous, next].some(common);
  }

  /**
   * The correction of a word harper does not know, or null when it is a word it only does not
   * know: one a dictionary or the user list knows, an acronym ("FAISS"), a product or a name
   * (letters beyond ASCII, a capital inside, a capital inside a sentence: "Nguyễn", "PyTorch",
   * "Mensah"), or one without a close correction that is a common word.
   */
  private spellingFix(
    word: string,
    suggested: string[],
    startsSentence: boolean,
    insideLine = false,
  ): string | null {
    if (!/^[A-Za-z][A-Za-z'’-]*$/.test(word)) return null;
    const allCaps = word === word.toUpperCase();
    if (!allCaps && /.[A-Z]/.test(word)) return null;
    if (allCaps && word.length <= ACRONYM_MAX) return null;
    const capital = /^[A-Z]/.test(word);
    if (word.split("-").every((part) => this.knows(part) || this.derivedFromKnown(part)))
      return null;
    if (capital && !startsSentence) return namePartFix(word);
    // Short words are often tools ("dbt", "npm"); two edits only in a long word ("begginers").
    if (!capital && word.length <= 3) return null;
    const limit = word.length < 8 || capital ? 1 : 2;
    // The closest word wins; among equals, harper's first suggestion (it ranks by how common a
    // word is: "persue": "pursue", not "peruse"), then the one that keeps more of the word's
    // ending ("deflecton": "deflection", not "deflector"; "begginers": "beginners", not
    // "bagginess"), then cspell's cost (a doubled letter or a swap costs less). A stem loses to its inflected
    // form when that keeps the word's ending ("exceded": "exceeded", not "exceed").
    // cspell's search takes tens of milliseconds a word, and a new resume's capitalised unknown
    // words are mostly names and products: it is asked for lower-case words ("reprot") and for
    // capitalised ones harper already finds a close known word for.
    const harperClose = suggested.some(
      (text) =>
        editDistance(word, text) <= limit &&
        this.dictionary.has(text.toLowerCase(), { ignoreCase: false }),
    );
    const costs = new Map(
      !capital || harperClose ? this.suggest(word.toLowerCase()).map((s) => [s.word, s.cost]) : [],
    );
    const close: { text: string; distance: number }[] = [];
    for (const text of new Set([...suggested, ...costs.keys()])) {
      if (!/^[A-Za-z]+(['’](t|m|re|ve|ll|d))?$/.test(text)) continue;
      // Only a known lower-case word corrects: a name ("Hussein" for "Hosseini") says this is
      // a name too.
      if (!/'/.test(text) && !this.dictionary.has(text.toLowerCase(), { ignoreCase: false })) {
        continue;
      }
      if (capital && insideLine && !keepsEnds(word.toLowerCase(), text.toLowerCase())) continue;
      const distance = editDistance(word, text);
      if (distance <= limit) close.push({ text, distance });
    }
    let best: string | null = null;
    let bestRank: number[] = [Number.POSITIVE_INFINITY];
    for (const { text, distance } of close) {
      const stemOfBetter = close.some(
        (other) =>
          other.text.toLowerCase().startsWith(text.toLowerCase()) &&
          other.text.length > text.length &&
          other.distance === distance &&
          commonSuffix(word, other.text) > commonSuffix(word, text),
      );
      const harperOrder = suggested.indexOf(text);
      const rank = [
        distance,
        stemOfBetter ? 1 : 0,
        harperOrder === 0 ? 0 : 1,
        -Math.min(commonSuffix(word, text), 3),
        costs.get(text) ?? Number.POSITIVE_INFINITY,
        harperOrder < 0 ? suggested.length : harperOrder,
      ];
      if (compareRanks(rank, bestRank) < 0) {
        best = text;
        bestRank = rank;
      }
    }
    if (best === null) return null;
    return matchCase(word, best);
  }

  /** cspell's suggestions from the English dictionaries, cached (same word, same answer). */
  private suggest(word: string): { word: string; cost: number }[] {
    let found = this.suggestions.get(word);
    if (!found) {
      found = this.english
        .suggest(word, { numSuggestions: 8, ignoreCase: false, includeTies: true })
        .map((s) => ({ word: s.word, cost: s.cost }));
      if (this.suggestions.size >= SUGGESTION_CACHE) this.suggestions.clear();
      this.suggestions.set(word, found);
    }
    return found;
  }
  private finish(flag: GrammarFlag & { lint?: Lint; rule?: string }): GrammarFlag {
    const { lint: _lint, rule: _rule, ...plain } = flag;
    return plain;
  }

  /** cspell alone: every word its dictionaries do not know, with its first suggestion. */
  private cspellFlags(paragraphs: readonly string[]): CheckedText {
    const blocks = paragraphs.filter((p) => p.trim());
    const flags: GrammarFlag[] = [];
    blocks.forEach((block, index) => {
      for (const m of block.matchAll(/\p{L}[\p{L}\p{M}'’]*/gu)) {
        const word = m[0].replace(/['’]$/, "");
        if (this.dictionary.has(word, { ignoreCase: true })) continue;
        const parts = word.split(/(?<=\p{Ll})(?=\p{Lu})/u);
        if (parts.length > 1 && parts.every((p) => this.dictionary.has(p, { ignoreCase: true }))) {
          continue;
        }
        const [suggestion] = this.dictionary.suggest(word, { numSuggestions: 1, ignoreCase: true });
        flags.push({
          block: index,
          start: m.index,
          end: m.index + word.length,
          original: word,
          replacement: matchCase(word, suggestion?.word ?? word),
          kind: "spelling",
        });
      }
    });
    return { blocks, flags };
  }
}

async function createChecker(): Promise<LanguageChecker> {
  const [{ binaryInlined }, cspell] = await Promise.all([
    import("harper.js/binaryInlined"),
    import("cspell-lib"),
  ]);
  const linter = new LocalLinter({ binary: binaryInlined });
  await linter.setup();
  await linter.importWords([...USER_WORDS]);
  const settings = cspell.mergeSettings(await cspell.getDefaultSettings(), {
    language: "en,en-GB",
    dictionaries: CSPELL_DICTIONARIES,
    words: [...USER_WORDS],
  });
  const dictionary = await cspell.getDictionary(settings);
  const english = await cspell.getDictionary(
    cspell.mergeSettings(await cspell.getDefaultSettings(), {
      language: "en,en-GB",
      dictionaries: ["en_us", "en-gb"],
      noSuggestDictionaries: [],
    }),
  );
  const checker = new LanguageChecker(linter, dictionary, english);
  // The first lint compiles harper's rules: pay it here, not in the first job.
  await checker.check(["I has a idea."]);
  return checker;
}

let shared: Promise<LanguageChecker> | null = null;

/** The process's checker: created on first call (about 5 s), the same one afterwards. */
export function getLanguageChecker(): Promise<LanguageChecker> {
  if (!shared) {
    shared = createChecker();
    shared.catch(() => {
      shared = null;
    });
  }
  return shared;
}

/** Spelling and grammar of a resume's or an SOP's paragraphs: pairs, counts and a score. */
export async function checkLanguage(paragraphs: readonly string[]): Promise<GrammarResult> {
  return (await getLanguageChecker()).check(paragraphs);
}
