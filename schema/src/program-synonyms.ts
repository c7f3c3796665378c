/**
 * The short forms and other names students search programs by ("CS", "ECE", "ML"), shared by
 * the search page's course filter (client) and the course suggestions (server); docs/search.md.
 */
import { searchKeyOf } from "./search";

export interface ProgramSynonym {
  /** What a student types, folded as searchKeyOf folds it. */
  says: readonly string[];
  /** The words of the program names it stands for, folded likewise; most likely first. */
  means: readonly string[];
}

export const PROGRAM_SYNONYMS: readonly ProgramSynonym[] = [
  { says: ["cs", "cse", "compsci", "comp sci"], means: ["computer science"] },
  {
    // Electrical and Computer Engineering in the US; Electronics and Communication in India.
    says: ["ece"],
    means: [
      "electrical and computer engineering",
      "electronics and communication engineering",
      "electrical engineering",
      "computer engineering",
    ],
  },
  {
    says: ["ee", "eee"],
    means: ["electrical engineering", "electrical and electronics engineering", "electronics"],
  },
  {
    // A few universities name a program after them (CMU, Northwestern); most teach them in CS
    // and Data Science programs.
    says: ["ml", "ai", "aiml", "machine learning", "artificial intelligence"],
    means: ["artificial intelligence", "machine learning", "data science", "computer science"],
  },
  { says: ["cyber", "infosec", "information security", "security"], means: ["cybersecurity"] },
  {
    says: ["mis", "information systems", "informatics", "hci"],
    means: [
      "information science",
      "informatics",
      "computer systems analysis",
      "human centered technology design",
    ],
  },
  { says: ["aero", "aerospace", "aeronautics", "astronautics"], means: ["aerospace engineering"] },
  { says: ["robotics", "mechatronics"], means: ["robotics and mechatronics"] },
  { says: ["materials", "mse"], means: ["materials engineering"] },
  { says: ["ds", "data analytics", "analytics"], means: ["data science", "data analytics"] },
  { says: ["it"], means: ["information technology"] },
  { says: ["se", "swe"], means: ["software engineering"] },
  { says: ["me", "mech"], means: ["mechanical engineering"] },
  { says: ["bme", "biomed"], means: ["biomedical engineering"] },
  { says: ["che", "chem e"], means: ["chemical engineering"] },
  { says: ["ie", "ise", "ieor", "operations research"], means: ["industrial"] },
  { says: ["em", "mem"], means: ["engineering management"] },
];

/**
 * Below this many characters a query must be a whole short form ("ee", not "e"), and matches a
 * name's own words only where a word starts, as suggestions do ("ee" is inside "engineering").
 */
const MIN_SUBSTRING_LENGTH = 3;

/**
 * The program names a query stands for, beyond its own words: "ECE" gives the electrical and
 * computer engineering names, "mach" (a start of "machine learning") the ML ones.
 */
export function programNamesMeant(query: string): string[] {
  const q = searchKeyOf(query);
  if (q === "") return [];
  const meant = new Set<string>();
  for (const { says, means } of PROGRAM_SYNONYMS) {
    const matches = says.some(
      (s) => s === q || (q.length >= MIN_SUBSTRING_LENGTH && s.startsWith(q)),
    );
    if (matches) for (const name of means) meant.add(name);
  }
  return [...meant];
}

/** Whether a program named `name` answers `query`: by its own words, or a name the query means. */
export function programMatches(name: string, query: string): boolean {
  const q = searchKeyOf(query);
  const folded = searchKeyOf(name);
  if (q === "") return true;
  const own =
    q.length >= MIN_SUBSTRING_LENGTH
      ? folded.includes(q)
      : folded.startsWith(q) || folded.includes(` ${q}`);
  if (own) return true;
  return programNamesMeant(q).some((meant) => folded.includes(meant));
}
