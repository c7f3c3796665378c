/**
 * An unfilled template (issue 33): Lorem ipsum, bracketed fields ("[Company Name]",
 * "<Your Name>", "{{name}}") and the sample data well-known templates ship with ("John Doe",
 * "123 Main Street", "(555) 555-5555", "YYYY"). Such a resume must score below any real one and
 * hear about it first. Real resumes' brackets ("[1]" citations, "C++ [advanced]", "[GitHub]"
 * link labels) are not placeholders.
 */
import { countWords } from "../../../language/text";
import type { ExtractedResume } from "./document";

/** Words a template's fields are made of: "[Company Name]", "[Dates From] - [To]", "<Your Name>". */
const FIELD_WORDS = new Set(
  `name names first last middle full surname company companies employer organization organisation
institution university school college degree major minor title job position role city state country
zip zipcode address street location date dates from to year years month months day start end phone
number mobile email mail e-mail website linkedin your you here insert enter type add text description
describe summary details detail objective responsibility responsibilities achievement achievements
accomplishment skill skills gpa graduation employment duration period company's x xx xxx`
    .split(/\s+/)
    .filter(Boolean),
);

/** A field's content: a few words, mostly field words, none a number ("[1]", "[2019]"). */
function isField(inner: string): boolean {
  const words = inner
    .toLowerCase()
    .replace(/[/,&.-]/g, " ")
    .split(/\s+/)
    .filter((w) => w && !/^(of|the|a|an|and|or|in|at|for)$/.test(w));
  if (words.length === 0 || words.length > 6 || /\d/.test(inner)) return false;
  const fields = words.filter((w) => FIELD_WORDS.has(w)).length;
  if (words.length === 1)
    return fields === 1 && !/^(your|you|here|x|add|text|type)$/.test(words[0]!);
  return fields >= Math.ceil(words.length / 2) && fields >= 1;
}

/**
 * The words of the lorem ipsum generators' filler (the classic passage and the "Nullam
 * feugiat, orci ac porttitor" kind): a line mostly made of them is filler, whatever it starts
 * with.
 */
const LOREM_WORDS = new Set(
  `lorem ipsum dolor sit amet consectetur consectetuer adipiscing adipisicing elit sed do eiusmod
tempor incididunt ut labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation
ullamco laboris nisi aliquip ex ea commodo consequat duis aute irure reprehenderit voluptate velit
esse cillum eu fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui
officia deserunt mollit anim id est laborum nullam feugiat orci ac porttitor aliquet imperdiet urna
malesuada ante tellus sagittis finibus neque libero arcu molestie integer vitae tortor faucibus nunc
aliquam pulvinar diam eleifend bibendum turpis efficitur augue vel egestas mauris vulputate lacus
pellentesque curabitur vestibulum nec venenatis viverra suscipit nam lacinia purus interdum
dignissim hendrerit praesent lectus mattis dictum eros sodales pretium habitant morbi tristique
senectus netus fames donec rhoncus fermentum fusce proin luctus metus iaculis cras quisque
accumsan maecenas euismod posuere tempus ligula ornare facilisis maximus aenean phasellus
vivamus etiam suspendisse blandit massa justo volutpat semper mi nibh felis risus sapien erat
odio lacinia ultrices ultricies condimentum convallis cursus dapibus elementum gravida lobortis
mollis nisl placerat quam rutrum scelerisque tincidunt varius natoque penatibus magnis dis
parturient montes nascetur ridiculus mus class aptent taciti sociosqu litora torquent per conubia
nostra inceptos himenaeos auctor fringilla laoreet eget at a in`
    .split(/\s+/)
    .filter(Boolean),
);
/** A line of at least this many words, most of them filler's, is lorem ipsum. */
const LOREM_MIN_WORDS = 6;
const LOREM_SHARE = 0.6;

function isLorem(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < LOREM_MIN_WORDS) return false;
  return words.filter((w) => LOREM_WORDS.has(w)).length / words.length >= LOREM_SHARE;
}

/** A line of numbered fields only: "Degree 1 | Degree 2", "Skill 1", "Sub-skill 2.1". */
const NUMBERED_FIELDS =
  /^(?:(?:sub-?)?(?:skill|degree|job|company|position|project|award|course|item|category|publication)\s+\d+(?:\.\d+)?\s*(?:[|,;/]\s*|$))+$/i;

const BRACKETED =
  /\[([^\][\n]{1,60})\]|<([^<>\n]{1,60})>|\{\{\s*([\w .-]{1,40})\s*\}\}|\{([^{}\n]{1,40})\}/g;

/** Sample data from common templates, matched as written (names, addresses, numbers, dates). */
const SAMPLES: readonly RegExp[] = [
  /\blorem ipsum\b|\bdolor sit amet\b|\bconsectetur adipiscing\b|\bsed do eiusmod\b/i,
  // A template's own instructions, and its "Your ..." fields.
  /\breplace (this|these|the text)( \w+){0,3} with your\b|\b(insert|enter|add|write) your [a-z ]{2,25} here\b/i,
  /\byour (university|college|school|company|employer|city|degree|major|job title|native language|username|profile|website|portfolio)\b/i,
  /\b(john|jane) doe\b|\bjane smith\b|\bjoe bloggs\b|\bfirst ?name last ?name\b|\byour (full )?name\b/i,
  /\b(123|1234|12345) (main|any|elm|oak) (street|st\.?|avenue|ave\.?|road|rd\.?)\b|\bstreet address\b|\banytown\b/i,
  /\(?555\)?[\s.-]?555[\s.-]?\d{4}\b|\(123\)\s?456[\s.-]?7890\b|\b123[\s.-]456[\s.-]7890\b/,
  /\b[\w.+-]*@(example|email|domain|yourdomain|company)\.(com|org)\b|\b(your|my)[._]?(name|email)@/i,
  /\b(YYYY|MM\/YYYY|MM\/YY|20XX|19XX)\b|\b(month|mon) (year|yyyy)\b/i,
  // "Company Name: Infosys" is a label filled in, not a placeholder.
  /\b((company|university|school|college|institution|organi[sz]ation|degree) name|job title|position title)\b(?!\s*[:\-–]\s*\S)/i,
  /\bcity, state\b|\bdates? from\b/i,
  // The sample CV of the academic-pages site template, left in by those who forked it.
  /\bgithub university\b|\bprofessor (git|hub)\b|\bsigned in to \d+ different slack teams\b/i,
];

export interface PlaceholderFindings {
  /** The lines holding a placeholder, as written. */
  lines: string[];
  /** The placeholders themselves, first of each, for the comment ("[Company Name]", "Lorem ipsum…"). */
  quotes: string[];
  /**
   * Share of the resume's words on lines holding one: 0 for a real resume, most of an unfilled
   * template. By words, not lines: a leftover "Skill 1" list is a few short lines of a real
   * resume, and a template's filler paragraphs are long.
   */
  share: number;
}

function quoteOf(match: string): string {
  const text = match.trim();
  if (/^lorem/i.test(text)) return "Lorem ipsum…";
  return text;
}

/** The placeholders in a resume: the lines, what to quote, and how much of it they are. */
export function placeholderFindings(doc: ExtractedResume): PlaceholderFindings {
  const lines: string[] = [];
  const quotes: string[] = [];
  const quote = (q: string) => {
    if (!quotes.some((seen) => seen.toLowerCase() === q.toLowerCase())) quotes.push(q);
  };
  const texts = doc.paragraphs.map((p) => p.text).filter((t) => t.trim());
  // One quote per kind of sample ("Skill 1" and "Skill 2" are one leftover).
  const kinds = new Set<string>();
  /** Quotes a placeholder the first time its kind appears. */
  const quoteKind = (kind: string, q: string) => {
    if (!kinds.has(kind)) quote(q);
    kinds.add(kind);
  };
  for (const text of texts) {
    let found = false;
    if (isLorem(text)) {
      found = true;
      quote("Lorem ipsum…");
    }
    if (NUMBERED_FIELDS.test(text.trim())) {
      found = true;
      quoteKind("numbered", text.trim());
    }
    const fields: [number, number][] = [];
    for (const m of text.matchAll(BRACKETED)) {
      const inner = m[1] ?? m[2] ?? m[4];
      if (m[3] !== undefined || (inner !== undefined && isField(inner))) {
        found = true;
        quote(m[0]);
        fields.push([m.index, m.index + m[0].length]);
      }
    }
    SAMPLES.forEach((pattern, kind) => {
      const m = pattern.exec(text);
      if (!m) return;
      found = true;
      // "Company Name" inside "[Company Name]" is quoted once, with its brackets.
      if (fields.some(([from, to]) => m.index >= from && m.index < to)) return;
      quoteKind(`sample ${kind}`, quoteOf(m[0]));
    });
    if (found) lines.push(text);
  }
  const words = (list: readonly string[]) => countWords(list.join("\n"));
  const total = words(texts);
  return { lines, quotes, share: total === 0 ? 0 : words(lines) / total };
}

/** The comment to put first, or null when the resume has no placeholder. */
export function placeholderComment(findings: PlaceholderFindings): string | null {
  if (findings.quotes.length === 0) return null;
  const shown = findings.quotes.slice(0, 4).map((q) => `"${q}"`);
  const more = findings.quotes.length > 4 ? ` and ${findings.quotes.length - 4} more` : "";
  return `Fill in or remove the template's placeholders: ${shown.join(", ")}${more}.`;
}
