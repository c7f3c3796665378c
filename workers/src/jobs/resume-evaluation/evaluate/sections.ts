/** Finds a resume's sections from its headings, bold or capitalised short lines, by their names. */
import type { ResumeParagraph } from "./document";

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

/**
 * Section names, matched against the whole normalised line, first match wins: research comes
 * before experience so that "Research Experience" is research.
 */
const SECTION_NAMES: readonly [Exclude<SectionKey, "header">, RegExp][] = [
  [
    "research",
    /^(research( experience| projects| work| and publications| publications)?|publications?( and (presentations|patents))?|papers|conferences( and journals)?|thesis)$/,
  ],
  [
    "summary",
    /^((professional|career|personal) )?(summary|objective|profile)$|^(about me|summary of qualifications)$/,
  ],
  [
    "education",
    /^(education(al)?( background| qualifications?| details)?|academic (background|qualifications?|details|profile)|academics|qualifications?)$/,
  ],
  [
    "experience",
    /^((work|professional|relevant|industry|internship|industrial) )?(experience|experiences)$|^(work|employment|internships?|work history|employment history)$/,
  ],
  [
    "projects",
    /^((academic|personal|key|selected|technical|major|relevant|course|other) )?projects?( and research| undertaken| done| completed| handled)?$/,
  ],
  [
    "skills",
    /^((technical|key|core|relevant|computer|it|software) )?(skills|competencies|proficiencies|expertise)( and (tools|technologies|interests|languages|certifications))?$|^(technologies|tools and technologies|tech stack)$/,
  ],
  [
    "awards",
    /^((awards|honors|honours|achievements|accomplishments|scholarships|recognitions?)( and (awards|honors|honours|achievements|recognitions?|scholarships))?)$/,
  ],
  [
    "certifications",
    /^(certifications?|certificates?|licenses and certifications|courses and certifications|online courses|trainings?( attended| undergone)?|workshops( attended)?)$/,
  ],
  [
    "activities",
    /^((extra|co)[ -]?curricular( activities)?|activities|leadership( and activities| experience)?|volunteer(ing| work| experience)?|community service|positions of responsibility)$/,
  ],
  [
    "other",
    /^(hobbies|interests|hobbies and interests|personal (details|information)|languages( known)?|declaration|references|strengths|additional information|other)$/,
  ],
];

function normaliseHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z -]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A line set apart as a heading: a heading style, bold, or short and in capitals or ending in ":". */
function looksLikeHeading(p: ResumeParagraph): boolean {
  if (p.text.length > 50) return false;
  if (p.kind === "heading" || p.bold) return true;
  const letters = p.text.replace(/[^\p{L}]/gu, "");
  return (letters.length > 2 && letters === letters.toUpperCase()) || /:\s*$/.test(p.text);
}

export function sectionOf(p: ResumeParagraph): Exclude<SectionKey, "header"> | null {
  if (!looksLikeHeading(p)) return null;
  const name = normaliseHeading(p.text);
  for (const [key, pattern] of SECTION_NAMES) if (pattern.test(name)) return key;
  return null;
}

export interface ResumeSections {
  /** Sections in the order their headings appear (a repeated heading appears once). */
  order: Exclude<SectionKey, "header">[];
  /** Each section's lines, headings excluded; "header" is what comes before the first one. */
  lines: Record<SectionKey, ResumeParagraph[]>;
  /** Recognised section headings with no line under them. */
  empty: Exclude<SectionKey, "header">[];
}

export function findSections(paragraphs: readonly ResumeParagraph[]): ResumeSections {
  const lines = Object.fromEntries(SECTION_KEYS.map((k) => [k, []])) as unknown as Record<
    SectionKey,
    ResumeParagraph[]
  >;
  const order: Exclude<SectionKey, "header">[] = [];
  let current: SectionKey = "header";
  for (const p of paragraphs) {
    const section = sectionOf(p);
    if (section) {
      current = section;
      if (!order.includes(section)) order.push(section);
      continue;
    }
    lines[current].push(p);
  }
  const empty = order.filter((k) => lines[k].length === 0);
  return { order, lines, empty };
}
