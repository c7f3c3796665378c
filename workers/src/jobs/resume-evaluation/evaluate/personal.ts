/**
 * Personal details a US reader does not expect on a resume (issue 33): date of birth or age,
 * parents' names, marital status, religion, nationality, caste, gender, passport number, a photo,
 * a signed declaration with its place and date, "references available on request". Read from
 * labelled fields ("Date of Birth: …") and the set phrases, so "Reference architecture",
 * "Age-based analysis" or a project named "Declaration parser" are not flagged.
 */
import type { ExtractedResume } from "./document";

/** A field label, then ":" "-" or a value: "DOB: 01/02/2000", "Father's Name - R. Kumar". */
const LABEL_END = String.raw`\s*(?::|–|—|-(?=\s)|\s(?=\S))`;

const FIELDS: readonly { label: string; pattern: RegExp }[] = [
  {
    label: "Date of Birth",
    pattern: new RegExp(
      String.raw`\b(date\s+of\s+birth|d\.?\s?o\.?\s?b\.?|birth\s?date|born\s+on)${LABEL_END}`,
      "i",
    ),
  },
  { label: "Age", pattern: /\bage\s*[:–—-]\s*\d{1,2}\b|\b\d{2}\s+years\s+old\b/i },
  {
    label: "Father's Name",
    pattern: new RegExp(
      String.raw`\b(father|mother|parent|guardian|husband|spouse)('?s)?\s+name${LABEL_END}`,
      "i",
    ),
  },
  { label: "S/o", pattern: /(^|\s)(s|d)\s?\/\s?o\b\.?\s+\p{Lu}/iu },
  { label: "Marital Status", pattern: /\bmarital\s+status\b/i },
  { label: "Religion", pattern: /\breligion\s*[:–—-]/i },
  { label: "Nationality", pattern: /\bnationality\s*[:–—-]/i },
  {
    label: "Caste",
    pattern:
      /\b(caste|community|category)\s*[:–—-]\s*(general|obc|sc|st|bc|ews|open|nt|sbc|hindu|muslim|christian)\b|\bcaste\s*[:–—-]/i,
  },
  { label: "Gender", pattern: /\b(gender|sex)\s*[:–—-]\s*(male|female|m|f|other)\b/i },
  { label: "Blood Group", pattern: /\bblood\s+group\b/i },
  { label: "Height", pattern: /\b(height|weight)\s*[:–—-]\s*\d/i },
  {
    label: "Passport",
    pattern: /\bpassport\s*(no\.?|number|#|details)?\s*[:–—-]|\bpassport\s+(no\.?|number)\b/i,
  },
  {
    label: "Photo",
    pattern:
      /^\W*(photo(graph)?|passport[- ]size photo(graph)?|affix (your )?photo(graph)?)\W*$|\bpassport[- ]size photo/i,
  },
  {
    label: "Declaration",
    pattern: /^\W*declaration\W*$|\bhereby declare\b|\bdeclare that the (above|information)\b/i,
  },
  { label: "Place", pattern: /^\s*(place|date)\s*[:–—-]\s*([\p{L}\d ,./-]{0,30})$/iu },
  { label: "Signature", pattern: /^\W*\(?\s*(signature|signed)\s*\)?\W*$/i },
  {
    label: "References",
    pattern:
      /\breferences?\b[^.\n]{0,20}\b(available|provided|furnished|upon|on)\s+(up)?on\s+request\b|\b(available|provided|furnished)\s+(up)?on\s+request\b/i,
  },
];

export interface PersonalFindings {
  /** The lines holding such details, as written. */
  lines: string[];
  /** What to quote: each field's label with its value left out ("Father's Name: …"), or the phrase. */
  quotes: string[];
  /** One comment quoting them, or null when there is none. */
  comment: string | null;
}

/** The quote for a line: its label and "…" (the value is the student's, not ours to repeat). */
function quoteOf(text: string, match: RegExpExecArray): string {
  const label = /^\W*([^:–—]{2,30}?)\s*[:–—]/u.exec(text);
  if (label && match.index <= label[0].length) return `${label[1]!.trim()}: …`;
  const words = text.trim().split(/\s+/);
  return words.length > 6 ? `${words.slice(0, 6).join(" ")}…` : text.trim();
}

export function personalDetails(doc: ExtractedResume): PersonalFindings {
  const lines: string[] = [];
  const quotes: string[] = [];
  for (const p of doc.paragraphs) {
    // A line may hold several fields: "DOB: 01/02/2000 | Gender: Male | Nationality: Indian".
    const parts = p.text.split(/\s+[|•·]\s+|\t+/).filter((part) => part.trim());
    let found = false;
    for (const part of parts) {
      for (const { pattern } of FIELDS) {
        const m = pattern.exec(part);
        if (!m) continue;
        found = true;
        const q = quoteOf(part, m);
        if (!quotes.includes(q)) quotes.push(q);
        break;
      }
    }
    if (found) lines.push(p.text);
  }
  if (quotes.length === 0) return { lines, quotes, comment: null };
  const shown = quotes.slice(0, 4).map((q) => `"${q}"`);
  const more = quotes.length > 4 ? ` and ${quotes.length - 4} more` : "";
  return {
    lines,
    quotes,
    comment: `Remove personal details US programs do not ask for: ${shown.join(", ")}${more}.`,
  };
}
