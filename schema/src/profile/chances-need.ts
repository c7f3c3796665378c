/**
 * What a chance needs from the profile (issue 32): the GPA, and the test answers the admit model
 * reads (an English score for an international student, the GRE or "None"). Until the profile has
 * them the model would answer NA ("Minimum requirements not met") at every program, which reads
 * as a rejection: the programs invite the student to complete the tests form instead. The
 * gateway answers this list (chancesNeed) so every view reads the one rule.
 */
import type { StatsSection } from "./options";
import type { StudentStats } from "./types";

/** Named as the profile's completion checklist names them (progress.ts). */
export const CHANCE_NEEDS = ["GPA", "English test", "GRE"] as const;
export type ChanceNeed = (typeof CHANCE_NEEDS)[number];

/** The invitation a program shows in place of its chance while something is missing. */
export const CHANCES_INVITATION = "Add your GPA and tests to see your chances";

/** The profile form that holds everything a chance needs. */
export const CHANCES_FORM: StatsSection = "tests";

export function chancesNeed(
  category: string,
  stats: Pick<StudentStats, "gpa" | "english_scores" | "gre" | "answered_sections">,
): ChanceNeed[] {
  const needs: ChanceNeed[] = [];
  if (stats.gpa === null) needs.push("GPA");
  // A saved tests form has answered both tests, "None" included (sections.ts, testsIssues).
  if (stats.answered_sections.includes("tests")) return needs;
  if (category === "International Student" && stats.english_scores === null) {
    needs.push("English test");
  }
  if (stats.gre === null) needs.push("GRE");
  return needs;
}
