/**
 * Finds a resume's sections by meaning (issue 33): headings are read word by word against a
 * vocabulary, forgiving case, punctuation, plurals, "&", numbering, icons, letter-spacing and
 * small typos ("Experiance"); several headings of one kind ("Programming Languages", "Developer
 * Tools") fill one section, and a combined heading ("Achievements and Certifications") fills
 * both. Where there is no heading, or one the vocabulary does not know, the content says what
 * it is: date ranges with roles and employers are experience, degrees and institutions are
 * education, comma or pipe lists of tools are skills.
 */
import { skillsIn } from "../../../language/lexicon/skills";
import { END, hasDateRange, POINT } from "./dates";
import type { ResumeParagraph } from "./document";
import { startsWithActionVerb } from "./lexicon/action-verbs";
import { hasDegree, hasGpa, hasInstitution, isAward, isCertification, isResearch } from "./signals";

export const SECTION_KEYS = [
  "header",
  "summary",
  "education",
  "experience",
  "projects",
  "research",
  "skills",
  "awards",
  "certifications",
  "activities",
  "other",
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];
export type BodySectionKey = Exclude<SectionKey, "header">;

// ---------------------------------------------------------------------------------------------
// Headings

type Strength = "strong" | "weak";

/**
 * Heading words, singular. A strong word names its section wherever it stands ("Research
 * Experience" is research, "Course Projects" projects: the last strong word is the head noun);
 * weak words name one only when no strong word does ("Professional Experience", "Objective").
 */
const WORDS: Record<BodySectionKey, Record<Strength, string[]>> = {
  research: {
    strong: [
      "research",
      "publication",
      "paper",
      "thesis",
      "dissertation",
      "patent",
      "conference",
      "journal",
      "presentation",
    ],
    weak: [],
  },
  summary: {
    strong: [],
    weak: ["summary", "objective", "profile", "overview", "about", "introduction", "bio"],
  },
  education: {
    strong: ["education", "educational", "qualification", "degree", "schooling", "coursework"],
    weak: ["academic", "academics", "scholastic"],
  },
  experience: {
    // Not "intern": "Research Intern" is an entry's title, not a heading.
    strong: ["employment", "internship", "job", "apprenticeship", "traineeship"],
    weak: ["experience", "work", "career"],
  },
  projects: {
    strong: ["project", "portfolio", "capstone", "hackathon", "contribution"],
    weak: [],
  },
  skills: {
    strong: [
      "skill",
      "competency",
      "competence",
      "proficiency",
      "expertise",
      "technology",
      "tool",
      "toolkit",
      "framework",
      "library",
      "stack",
      "platform",
      "database",
      "programming",
      "scripting",
      "devops",
      "cloud",
      "ability",
      "knowledge",
      "ide",
    ],
    weak: ["technical", "tech"],
  },
  awards: {
    strong: [
      "award",
      "honor",
      "honour",
      "achievement",
      "accomplishment",
      "scholarship",
      "recognition",
      "prize",
      "distinction",
      "fellowship",
    ],
    weak: [],
  },
  certifications: {
    strong: [
      "certification",
      "certificate",
      "license",
      "licence",
      "course",
      "training",
      "workshop",
      "mooc",
      "seminar",
    ],
    weak: [],
  },
  activities: {
    strong: [
      "activity",
      "extracurricular",
      "cocurricular",
      "curricular",
      "leadership",
      "volunteer",
      "volunteering",
      "community",
      "responsibility",
      "club",
      "society",
      "involvement",
      "outreach",
      "sport",
      "membership",
      "affiliation",
    ],
    weak: ["position"],
  },
  other: {
    strong: [
      "hobby",
      "interest",
      "declaration",
      "reference",
      "strength",
      "miscellaneous",
      "misc",
      "contact",
    ],
    weak: ["personal", "language", "detail", "information", "other"],
  },
};

/** Words that qualify a heading without naming a section ("Key", "Relevant", "Developer"). */
const NEUTRAL = new Set(
  `and of the my in at for with to a an me known held undertaken done completed handled attended
undergone acquired gained list area field highlight history record background professional relevant
key core selected major minor additional summer industrial industry teaching computer it soft hard
developer development web mobile data software engineering online mini final year side open source
featured notable recent independent team group university college school graduate undergraduate
postgraduate extra co service social social operating system os language programming certified
version control credential achieved`
    .split(/\s+/)
    .filter(Boolean),
);

/** When only weak words are present, the first kind here wins ("Academic Profile" is education). */
const WEAK_PRIORITY: readonly BodySectionKey[] = [
  "education",
  "other",
  "summary",
  "activities",
  "experience",
  "skills",
];

const VOCABULARY = new Map<string, { key: BodySectionKey; strength: Strength }>();
for (const [key, words] of Object.entries(WORDS) as [
  BodySectionKey,
  Record<Strength, string[]>,
][]) {
  for (const strength of ["strong", "weak"] as const) {
    for (const word of words[strength])
      if (!VOCABULARY.has(word)) VOCABULARY.set(word, { key, strength });
  }
}
// "Programming" and "language" are both heading words and qualifiers: the vocabulary decides.
for (const word of VOCABULARY.keys()) NEUTRAL.delete(word);

function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("ss")) return word;
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** Edit distance with transpositions ("acheivement"), stopping once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Typos forgiven: none in words of up to four letters, one up to eight, two beyond. */
function typosAllowed(word: string): number {
  if (word.length <= 4) return 0;
  return word.length <= 8 ? 1 : 2;
}

type Token = { key: BodySectionKey; strength: Strength } | "neutral" | null;

const tokenCache = new Map<string, Token>();

function readToken(word: string): Token {
  const cached = tokenCache.get(word);
  if (cached !== undefined) return cached;
  const forms = [word, singular(word)];
  let found: Token = null;
  for (const form of forms) {
    const entry = VOCABULARY.get(form);
    if (entry) {
      found = entry;
      break;
    }
    if (NEUTRAL.has(form)) {
      found = "neutral";
      break;
    }
  }
  if (found === null) {
    const allowed = typosAllowed(word);
    let bestDistance = allowed + 1;
    for (const [candidate, entry] of VOCABULARY) {
      if (candidate.length <= 4) continue;
      for (const form of forms) {
        const d = editDistance(form, candidate, allowed);
        if (d < bestDistance) {
          bestDistance = d;
          found = entry;
        }
      }
    }
  }
  if (tokenCache.size < 5000) tokenCache.set(word, found);
  return found;
}

/** "E D U C A T I O N" and "W O R K  E X P E R I E N C E": letters spaced out for looks. */
function unspace(text: string): string {
  if (!/^(\p{L} )+\p{L}$/u.test(text.replace(/ {2,}/g, " "))) return text;
  return text
    .split(/ {2,}/)
    .map((word) => word.replace(/ /g, ""))
    .join(" ");
}

/** Leading numbering ("1.", "II.", "A)"), icons and trailing colons gone, lower case, no accents. */
function headingWords(text: string): string[] | null {
  const stripped = unspace(text.trim())
    .replace(/^[^\p{L}\p{N}]+/u, "")
    .replace(/^(\d{1,2}|[ivx]{1,4}|[a-h])[.)]\s+/i, "");
  if (/\d/.test(stripped)) return null;
  const words = stripped
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  return words.length > 0 && words.length <= 7 ? words : null;
}

/** The section one part of a heading names, and how surely; null when a word is unknown. */
function partKey(words: readonly string[]): { key: BodySectionKey; strong: boolean } | null {
  // "Summary of Qualifications", "Positions of Responsibility": the head is before "of" when
  // it names a section, else after.
  const of = words.indexOf("of");
  if (of > 0) {
    const head = partKey(words.slice(0, of));
    if (head) return head;
    return partKey(words.slice(of + 1));
  }
  let strong: BodySectionKey | null = null;
  const weak = new Set<BodySectionKey>();
  for (const word of words) {
    const token = readToken(word);
    if (token === null) return null;
    if (token === "neutral") continue;
    if (token.strength === "strong") strong = token.key;
    else weak.add(token.key);
  }
  if (strong) return { key: strong, strong: true };
  const key = WEAK_PRIORITY.find((k) => weak.has(k));
  return key ? { key, strong: false } : null;
}

/** What a heading's words name: one section, or several for "Achievements and Certifications". */
export function headingKeys(text: string): BodySectionKey[] | null {
  if (text.length > 60) return null;
  const words = headingWords(text);
  if (!words) return null;
  const parts: string[][] = [[]];
  for (const word of words) {
    if (word === "and") parts.push([]);
    else parts[parts.length - 1]!.push(word);
  }
  const named: { key: BodySectionKey; strong: boolean }[] = [];
  for (const part of parts) {
    if (part.length === 0) continue;
    const found = partKey(part);
    if (!found) return null;
    named.push(found);
  }
  if (named.length === 0) return null;
  // The first part with a strong word leads: "Languages & Frameworks" is skills.
  const lead = named.find((n) => n.strong) ?? named[0]!;
  const keys = [lead.key];
  for (const n of named) if (!keys.includes(n.key)) keys.push(n.key);
  return keys;
}

type HeadingStyle = "heading" | "caps" | "colon" | "bold" | "plain";

function capitals(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, "");
  return letters.length > 2 && letters === letters.toUpperCase();
}

function styleOf(p: ResumeParagraph): HeadingStyle {
  if (p.kind === "heading") return "heading";
  if (capitals(p.text)) return "caps";
  if (/:\s*$/.test(p.text)) return "colon";
  if (p.bold) return "bold";
  return "plain";
}

/**
 * The sections a line names as a heading, or null. Any style will do for a line made only of
 * heading words (a plain "Skills" line is a heading whose size mammoth does not report), but a
 * bullet never is one.
 */
function knownHeading(p: ResumeParagraph): BodySectionKey[] | null {
  if (p.kind === "list" && !capitals(p.text)) return null;
  return headingKeys(p.text);
}

export function sectionOf(p: ResumeParagraph): BodySectionKey | null {
  return knownHeading(p)?.[0] ?? null;
}

/**
 * A line that looks like a heading the vocabulary does not know ("CONTACT ME NOW", "Cloud &
 * DevOps" are known; "MY JOURNEY" is not): short, no digits, no list punctuation, and set apart
 * as the resume's known headings are (so bold job titles are not headings where the section
 * names are in capitals).
 */
function unknownHeading(p: ResumeParagraph, styles: ReadonlySet<HeadingStyle>): boolean {
  if (p.kind === "list" || p.text.length > 40) return false;
  if (/[\d@,|/•·–—()]/.test(p.text) || p.text.split(/\s+/).length > 5) return false;
  const style = styleOf(p);
  if (style === "bold" || style === "plain") return false;
  return styles.size === 0 || styles.has(style);
}

// ---------------------------------------------------------------------------------------------
// Content

const DATE_POINTS = new RegExp(
  `${POINT}\\s*(?:-|–|—|to|till|until)\\s*${END}|${POINT}|\\b(?:present|current|expected|anticipated|graduat(?:ed|ion|ing)|since|from|ongoing|till\\s+date|dates?)\\b`,
  "gi",
);

/**
 * A line that only places an entry in time (and maybe in a place): "Jun 2021 – Present",
 * "2019 - 2023", "Bengaluru, India | May 2024 (Expected)". Never a duty or an achievement,
 * whether or not Word formatted it as a bullet.
 */
export function isDateLine(text: string): boolean {
  if (!new RegExp(POINT, "i").test(text)) return false;
  const rest = text
    .replace(DATE_POINTS, " ")
    .replace(/[^\p{L}\s]/gu, " ")
    .trim();
  if (!rest) return true;
  const words = rest.split(/\s+/);
  return (
    words.length <= 3 &&
    words.every((w) => /^\p{Lu}/u.test(w) || /^(to|in|at|and|of)$/i.test(w)) &&
    !startsWithActionVerb(rest)
  );
}

const ROLE =
  /\b(intern(ship)?|engineer|developer|analyst|manager|assistant|associate|consultant|lead|trainee|specialist|scientist|architect|designer|administrator|officer|executive|technician|programmer|researcher|fellow|tutor|coordinator|director|founder|co-founder|freelancer?|contractor|apprentice|sde|swe|employee|head|member of technical staff)\b/i;
const EMPLOYER =
  /\b(pvt|private limited|ltd|limited|inc|llc|llp|corp(oration)?|company|co\.|technologies|solutions|systems|labs?|services|consulting|consultancy|infotech|software|bank|gmbh|plc|startup)\b/i;
const PROJECT_WORDS =
  /\b(projects?|tech(nology)? stack|technologies used|tools used|built (with|using)|capstone|hackathon)\b/i;
const ACTIVITY_WORDS =
  /\b(club|society|chapter|volunteer(ed|ing)?|NSS|NCC|organi[sz](ed|ing) committee|student council|fest|cultural|sports? (team|captain))\b/i;
/** A sentence in the first person. */
const PROSE = /(^|\s)(i|my|me|i'm|i've)\s/i;
/** "Label: a, b, c" or "a | b | c": at least three short items. */
function isToolList(text: string): boolean {
  const body = text.replace(/^[\p{L} &/+.-]{2,40}:\s*/u, "");
  const items = body.split(/\s*[,|;•·]\s*/).filter(Boolean);
  if (items.length < 3) return false;
  const short = items.filter((item) => item.split(/\s+/).length <= 4).length;
  return short / items.length >= 0.8 && skillsIn(body).size >= 2;
}

type Scores = Partial<Record<BodySectionKey, number>>;

/** Evidence for each kind of section in one entry (a title's lines and the bullets under them). */
function entryScores(entry: readonly ResumeParagraph[], inHeader: boolean): Scores {
  const titleLines = entry.filter((l) => l.kind !== "list");
  const title = titleLines.map((l) => l.text).join("\n");
  const all = entry.map((l) => l.text).join("\n");
  const bullets = entry.filter((l) => l.kind === "list");
  const scores: Scores = {};
  const add = (key: BodySectionKey, points: number) => {
    scores[key] = (scores[key] ?? 0) + points;
  };

  // Prose ("I did my degree in civil engineering…") tells a story, not an entry: at most a summary.
  if (titleLines.some((l) => PROSE.test(l.text) || l.text.split(/\s+/).length >= 20)) {
    if (inHeader && titleLines.some((l) => l.text.split(/\s+/).length >= 20)) add("summary", 2);
    return scores;
  }

  const toolLines = entry.filter((l) => isToolList(l.text)).length;
  if (toolLines > 0) add("skills", 2 * toolLines);

  const degree = hasDegree(title) && !/\bMS (Office|Word|Excel)\b/.test(title);
  if (degree) add("education", 2);
  if (hasGpa(title) && /\b(c?gpa|cpi|sgpa|percentage|aggregate|marks)\b|\/\s*(4|10)\b/i.test(title))
    add("education", 2);
  if (hasInstitution(title)) add("education", degree ? 1 : 0.5);
  if (/\b(coursework|courses taken|class of)\b/i.test(title)) add("education", 1);

  const ranged = hasDateRange(all);
  if (ranged && !degree) {
    if (ROLE.test(title)) add("experience", 1.5);
    if (EMPLOYER.test(title)) add("experience", 1);
    if (bullets.some((b) => startsWithActionVerb(b.text))) add("experience", 0.5);
    if (ROLE.test(title) || EMPLOYER.test(title)) add("experience", 0.5);
  }

  if (PROJECT_WORDS.test(title)) add("projects", 2);
  else if (PROJECT_WORDS.test(all)) add("projects", 1);
  if (!ranged && bullets.length > 0 && !ROLE.test(title) && !EMPLOYER.test(title)) {
    if (skillsIn(all).size >= 2) add("projects", 1);
    // "Chess engine (C++)", "Smart Parking | Arduino, IoT": a thing built, and what with.
    const tools = /\(([^)]*)\)|[|–—:]\s*(.+)$/.exec(titleLines[0]?.text ?? "");
    if (tools && skillsIn(tools[1] ?? tools[2] ?? "").size > 0) add("projects", 1.5);
  }

  if (isResearch(title)) add("research", 2);
  if (isAward(title) && !degree) add("awards", 2);
  if (isCertification(title)) add("certifications", 2);
  if (ACTIVITY_WORDS.test(title)) add("activities", 2);

  return scores;
}

/** The kind with the most evidence, at least two points of it; ties go to the earlier key. */
function bestOf(scores: Scores): { key: BodySectionKey; score: number } | null {
  let best: { key: BodySectionKey; score: number } | null = null;
  for (const key of SECTION_KEYS) {
    if (key === "header") continue;
    const score = scores[key] ?? 0;
    if (score >= 2 && (!best || score > best.score)) best = { key, score };
  }
  return best;
}

/** Entries: a run of title lines and the bullets under them; a title after bullets starts the next. */
function entriesOf(lines: readonly ResumeParagraph[]): ResumeParagraph[][] {
  const entries: ResumeParagraph[][] = [];
  let current: ResumeParagraph[] = [];
  for (const line of lines) {
    const last = current[current.length - 1];
    if (last && line.kind !== "list" && last.kind === "list") {
      entries.push(current);
      current = [];
    }
    current.push(line);
  }
  if (current.length > 0) entries.push(current);
  return entries;
}

/** The evidence of a block's entries, summed. */
function blockScores(lines: readonly ResumeParagraph[]): Scores {
  const scores: Scores = {};
  for (const entry of entriesOf(lines)) {
    for (const [k, v] of Object.entries(entryScores(entry, false)))
      scores[k as BodySectionKey] = (scores[k as BodySectionKey] ?? 0) + v;
  }
  return scores;
}

/** The section an entry's content says it belongs to, or null when it says nothing clear. */
export function contentKind(
  entry: readonly ResumeParagraph[],
  inHeader = false,
): BodySectionKey | null {
  return bestOf(entryScores(entry, inHeader))?.key ?? null;
}

// ---------------------------------------------------------------------------------------------
// Sections

export interface SectionHeading {
  /** The heading as written. */
  text: string;
  /** What it names, the section its lines go to first ("Honours & Awards" names one). */
  keys: BodySectionKey[];
}

export interface ResumeSections {
  /** Sections in the order their headings appear (a repeated heading appears once). */
  order: BodySectionKey[];
  /** Each section's lines, headings excluded; "header" is what comes before the first one. */
  lines: Record<SectionKey, ResumeParagraph[]>;
  /** Recognised section headings with no line under them. */
  empty: BodySectionKey[];
  /**
   * Whether the resume has the section: a heading names it (alone or in a combined heading) or
   * its content was recognised without one. A comment must not call a present section missing.
   */
  present: Record<BodySectionKey, boolean>;
  /** Sections found by their content alone, under no heading or one the vocabulary does not know. */
  inferred: BodySectionKey[];
  /** The headings found, in order, each with the sections it names. */
  headings: SectionHeading[];
}

interface Block {
  /** The sections its heading names; null for an unknown heading or the top of the page. */
  keys: BodySectionKey[] | null;
  /** The unknown heading's line, kept as a line when its block turns out to be no section. */
  heading?: ResumeParagraph;
  lines: ResumeParagraph[];
}

/**
 * Lines under no recognised heading, each entry where its content says; an entry of many
 * title lines, or none but title lines (a resume typed as plain paragraphs), is read line by line, and a line
 * that says nothing follows the one before it ("Chennai, India" after a degree).
 */
function placeLoose(
  lines: readonly ResumeParagraph[],
  place: (key: SectionKey, lines: ResumeParagraph[]) => void,
): void {
  let last: SectionKey = "header";
  for (const entry of entriesOf(lines)) {
    const titles = entry.filter((l) => l.kind !== "list");
    const units =
      titles.length > 3 || titles.length === entry.length
        ? entry.reduce<ResumeParagraph[][]>((all, line) => {
            if (line.kind === "list" && all.length > 0) all[all.length - 1]!.push(line);
            else all.push([line]);
            return all;
          }, [])
        : [entry];
    for (const unit of units) {
      const kind: SectionKey = contentKind(unit, true) ?? last;
      place(kind, unit);
      last = kind;
    }
  }
}

export function findSections(paragraphs: readonly ResumeParagraph[]): ResumeSections {
  const lines = Object.fromEntries(SECTION_KEYS.map((k) => [k, []])) as unknown as Record<
    SectionKey,
    ResumeParagraph[]
  >;
  const order: BodySectionKey[] = [];
  const headings: SectionHeading[] = [];
  const inferred: BodySectionKey[] = [];
  const named = new Set<BodySectionKey>();

  const known = paragraphs.map(knownHeading);
  const styles = new Set<HeadingStyle>();
  paragraphs.forEach((p, i) => {
    const style = styleOf(p);
    if (known[i] && style !== "plain" && style !== "bold") styles.add(style);
  });

  const blocks: Block[] = [{ keys: null, lines: [] }];
  paragraphs.forEach((p, i) => {
    const keys = known[i];
    if (keys) {
      blocks.push({ keys, lines: [] });
      headings.push({ text: p.text, keys });
      if (!order.includes(keys[0]!)) order.push(keys[0]!);
      for (const k of keys) named.add(k);
    } else if (unknownHeading(p, styles)) {
      blocks.push({ keys: null, heading: p, lines: [] });
    } else {
      blocks[blocks.length - 1]!.lines.push(p);
    }
  });

  const infer = (key: BodySectionKey) => {
    if (!named.has(key) && !inferred.includes(key)) inferred.push(key);
  };
  let current: SectionKey = "header";
  for (const block of blocks) {
    if (block.keys) {
      const [lead, ...also] = block.keys as [BodySectionKey, ...BodySectionKey[]];
      current = lead;
      if (lead === "other" && also.length === 0) {
        // "Languages" over "Python, Java, C++" or "Additional Information" over a tool list:
        // a catch-all heading holds what its content says.
        const best = bestOf(blockScores(block.lines));
        if (best && best.key !== "other") {
          lines[best.key].push(...block.lines);
          infer(best.key);
          continue;
        }
      }
      if (also.length === 0) {
        lines[lead].push(...block.lines);
        continue;
      }
      // A combined heading: each entry goes where its content says, among the named sections.
      for (const entry of entriesOf(block.lines)) {
        const kind = contentKind(entry);
        lines[kind && also.includes(kind) ? kind : lead].push(...entry);
      }
      continue;
    }
    if (block.heading) {
      // An unknown heading: its block is what its content says, when it says so clearly and
      // (inside a known section) more loudly than the section around it.
      const scores = blockScores(block.lines);
      const best = bestOf(scores);
      const around = current === "header" ? 0 : (scores[current] ?? 0);
      if (best && (best.key === current || best.score >= 2 * around + 1)) {
        lines[best.key].push(...block.lines);
        if (!order.includes(best.key)) order.push(best.key);
        infer(best.key);
        current = best.key;
        continue;
      }
    }
    const rest = block.heading ? [block.heading, ...block.lines] : block.lines;
    if (current !== "header") {
      lines[current].push(...rest);
      continue;
    }
    // The top of the page, or a block under no recognised heading: each entry by its content.
    placeLoose(rest, (key, found) => {
      lines[key].push(...found);
      if (key !== "header") infer(key);
    });
  }

  const empty = order.filter((k) => lines[k].length === 0);
  const present = Object.fromEntries(
    SECTION_KEYS.filter((k) => k !== "header").map((k) => [k, named.has(k) || lines[k].length > 0]),
  ) as Record<BodySectionKey, boolean>;
  return { order, lines, empty, present, inferred, headings };
}
