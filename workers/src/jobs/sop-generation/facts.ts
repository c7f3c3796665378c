/**
 * What both writers (the template and the LLM) take from a profile: the same facts, read by the
 * same rules, so the two can never disagree on what a draft may say (neither restates a test
 * score or the GPA: the application carries them).
 */
import {
  countWords,
  type SopAnswers,
  type SopFacts,
  US_STATE_NAMES,
  type UsStateCode,
} from "@gradplan/schema";

/**
 * The target program as the catalogue knows it (IPEDS facts, docs/catalogue.md), when the
 * university and course the student typed are found there; null otherwise. Never guessed.
 */
export interface ProgramFacts {
  university: {
    name: string;
    city: string;
    /** Two-letter state code. */
    state: string;
    /** "Public", "Private nonprofit", "Private for-profit"; null: not known. */
    control: string | null;
    /** "R1", "R2" or null. */
    researchTier: string | null;
  } | null;
  course: {
    name: string;
    degreeCode: string;
    /** Master's degrees awarded in the latest award year reported ("2024" = 2023-24). */
    graduates: { year: string; count: number } | null;
  } | null;
}

/** The generator's facts: the profile's, and the catalogue's facts of the target when known. */
export type GeneratorFacts = SopFacts & { program?: ProgramFacts | null };

/** An answer shorter than this is kept, and a prompt asks for more. */
export const THIN_ANSWER_WORDS = 20;

/** At most this many of each list are written out (the rest of the projects are named only). */
export const LIST_LIMITS = {
  describedProjects: 4,
  namedProjects: 8,
  research: 4,
  roles: 4,
  activities: 6,
};

/** A number as a reader writes it: 3.7, not 3.70; 7.5; 325. */
export function formatNumber(n: number): string {
  return String(Number(n.toFixed(2)));
}

/** The draft's own words, without its bracketed prompts. */
export function countDraftWords(text: string): number {
  return countWords(text.replace(/\[[^\]]*\]/g, " "));
}

/** One line of the student's text: spaces collapsed, trimmed; "" when there is nothing. */
export function clean(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** The student's words as prose: spaces collapsed, a capital first letter, a closing full stop. */
export function prose(text: string | null | undefined): string {
  const t = clean(text);
  if (!t) return "";
  const first = t.search(/\p{L}/u);
  const capitalised =
    first === -1 ? t : t.slice(0, first) + t.charAt(first).toUpperCase() + t.slice(first + 1);
  return /[.!?]["'”’)]*$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** A name (title, organization, course) as given: trimmed, without a closing full stop. */
export function name(text: string | null | undefined): string {
  return clean(text).replace(/[.;,:]+$/, "");
}

/** "A", "A and B", "A, B, and C". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")}, and ${items[items.length - 1]}`;
}

/**
 * Research with a title, and the venues of research without one (the profile keeps journal and
 * conference names only): a venue alone says where the student's work appeared.
 */
export function researchOf(facts: SopFacts): {
  titled: { title: string; venue: string }[];
  venues: string[];
} {
  const titled = facts.research
    .filter((r) => name(r.title))
    .slice(0, LIST_LIMITS.research)
    .map((r) => ({ title: name(r.title), venue: name(r.venue) }));
  const venues = facts.research
    .filter((r) => !name(r.title) && name(r.venue))
    .slice(0, LIST_LIMITS.research)
    .map((r) => name(r.venue));
  return { titled, venues };
}

export function isThin(answer: string): boolean {
  return countWords(answer) < THIN_ANSWER_WORDS;
}

/** Every text the student gave: a draft may name only what is in here. */
export function sourceTexts(facts: GeneratorFacts, answers: SopAnswers): string[] {
  const texts: (string | null)[] = [
    facts.firstName,
    facts.category,
    facts.undergradUniversity,
    facts.undergradCourse,
    facts.targetUniversity,
    facts.targetCourse,
    ...facts.projects.flatMap((p) => [p.title, p.description]),
    ...facts.research.flatMap((r) => [r.title, r.venue]),
    ...facts.workRoles.flatMap((w) => [w.role, w.organization]),
    ...facts.activities,
    ...Object.values(answers),
    ...programTexts(facts.program ?? null),
  ];
  const numbers = [facts.gpa, facts.gre, facts.toefl, facts.ielts];
  return [
    ...texts.filter((t): t is string => typeof t === "string"),
    ...numbers.filter((n): n is number => n !== null).map(formatNumber),
    formatNumber(facts.workMonths.fulltime),
    formatNumber(facts.workMonths.internship),
  ];
}

/** The catalogue's words and numbers of the target, as a draft may write them. */
function programTexts(program: ProgramFacts | null): string[] {
  const { university, course } = program ?? { university: null, course: null };
  return [
    ...(university
      ? [
          university.name,
          university.city,
          stateName(university.state),
          university.control ?? "",
          university.researchTier ?? "",
        ]
      : []),
    ...(course ? [course.name] : []),
    ...(course?.graduates
      ? [course.graduates.count.toLocaleString("en-US"), awardYear(course.graduates.year)]
      : []),
  ].filter(Boolean);
}

/** IPEDS's award year "2024" as a reader writes it: "2023-24". */
export function awardYear(year: string): string {
  const y = Number(year);
  return Number.isInteger(y) ? `${y - 1}-${String(y).slice(-2)}` : year;
}

/** Names of the places IPEDS lists beyond the states and DC, as a sentence says them. */
const TERRITORIES: Record<string, string> = {
  PR: "Puerto Rico",
  GU: "Guam",
  VI: "the U.S. Virgin Islands",
  AS: "American Samoa",
  MP: "the Northern Mariana Islands",
};

/** "IL" as "Illinois"; an unknown code as given. */
export function stateName(code: string): string {
  const upper = code.toUpperCase();
  if (upper === "DC") return "the District of Columbia";
  return US_STATE_NAMES[upper as UsStateCode] ?? TERRITORIES[upper] ?? code;
}
