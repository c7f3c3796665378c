/** The sentences behind a chance: what raised it and what lowered it, in a student's words. */
import { MANY_DECISIONS } from "./coefficients";
import type { ApplicantEnglish } from "./types";

/** Two decimals at most, no trailing zeros: 3.5, 3.85, 112. */
export const fmt = (value: number): string => String(Math.round(value * 100) / 100);
const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);
const months = (n: number): string => `${fmt(n)} ${plural(n, "month", "months")}`;

export function englishLabel(english: ApplicantEnglish): string {
  return english.test === "TOEFL"
    ? `TOEFL ${fmt(english.total)}`
    : `IELTS ${fmt(english.overallBand)}`;
}

/** Said wherever a program's selectivity is not known; the client may show it beside the chance. */
export const SELECTIVITY_UNKNOWN_TEXT =
  "This program's selectivity is not known: the range comes from your profile alone.";

/** 1234 -> "1,234", without Intl (its first use loads ICU: slow on a phone's first paint). */
const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * What a chance's level rests on, in a student's words (docs/scoring.md, "Selectivity"), said
 * beside every range: many decisions give a narrow one, few or none a wide one.
 */
export function selectivityBasisText(a: {
  selectivityKnown: boolean;
  selectivityDecisions: number;
}): string {
  if (!a.selectivityKnown) return SELECTIVITY_UNKNOWN_TEXT;
  const n = a.selectivityDecisions;
  if (n >= MANY_DECISIONS) return `Based on ${thousands(n)} reported decisions for this program.`;
  if (n > 0) return `Few decisions (${n}) reported for this program: a wide range.`;
  return "No decisions reported for this program: estimated from similar programs, a wide range.";
}

export const REASONS = {
  noGpa: "Add your GPA to your profile to see your chances.",
  selectivityUnknown: SELECTIVITY_UNKNOWN_TEXT,
  /** `raises`: whether a profile at the admits' averages is more likely in than not here. */
  rate: (percent: number, raises: boolean): string =>
    raises
      ? `This program admits ${Math.round(percent)}% of applicants: a profile like its admits' usually gets in.`
      : `This program admits only ${Math.round(percent)}% of applicants.`,
  /** A learnt level against the fitted programs' typical one (no published rate). */
  selectivity: (raises: boolean, decisions: boolean): string =>
    decisions
      ? raises
        ? "Reported decisions show this program admits more readily than most."
        : "Reported decisions show this program is more selective than most."
      : raises
        ? "Similar programs suggest this one admits more readily than most."
        : "Similar programs suggest this one is more selective than most.",
  gpa: (gpa: number, average: number): string =>
    `Your GPA ${fmt(gpa)} is ${gpa >= average ? "above" : "below"} this program's average of ${fmt(average)}.`,
  /** Against the admits of the programs the model was fitted on: this program's is not known. */
  gpaTypical: (gpa: number, typical: number): string =>
    `Your GPA ${fmt(gpa)} is ${gpa >= typical ? "above" : "below"} the ${fmt(typical)} admitted applicants typically have.`,
  gpaFloor: (gpa: number, floor: number): string =>
    `A GPA of ${fmt(gpa)} is below the ${fmt(floor)} most US graduate programs expect.`,
  gpaBelowMinimum: (gpa: number, minimum: number): string =>
    `Your GPA ${fmt(gpa)} is below this program's published minimum of ${fmt(minimum)}.`,
  gpaExcluded: (gpa: number, floor: number): string =>
    `A GPA of ${fmt(gpa)} is below the ${fmt(floor)} that US graduate programs consider at all.`,
  gre: (total: number, reference: number, isAverage: boolean): string =>
    isAverage
      ? `Your GRE ${total} is ${total >= reference ? "above" : "below"} this program's average of ${reference}.`
      : `Your GRE ${total} is ${total >= reference ? "above" : "below"} the ${reference} this program's admits typically score.`,
  greTypical: (total: number, typical: number): string =>
    `Your GRE ${total} is ${total >= typical ? "above" : "below"} the ${typical} admitted applicants typically score.`,
  greBelowMinimum: (total: number, minimum: number): string =>
    `Your GRE ${total} is below this program's published minimum of ${minimum}.`,
  greOptionalMissing:
    "The GRE is optional here; a score above the program's average would raise your chances.",
  greWithheld: (total: number): string =>
    `Your GRE ${total} is below what this program's admits score; it is optional here, so you may leave it out.`,
  /** The two sentences above where the program's GRE figures are not known. */
  greOptionalMissingTypical:
    "The GRE is optional here; a score above what admitted applicants typically score would raise your chances.",
  greWithheldTypical: (total: number): string =>
    `Your GRE ${total} is below what admitted applicants typically score; it is optional here, so you may leave it out.`,
  /** And where its GRE policy is not known (read as Optional). */
  greUnknownPolicyMissing:
    "This program's GRE policy is not known; a score above what admitted applicants typically score would raise your chances.",
  greUnknownPolicyWithheld: (total: number): string =>
    `Your GRE ${total} is below what admitted applicants typically score; if this program makes the GRE optional, you may leave it out.`,
  greRequiredMissing: (international: boolean): string =>
    `This program requires the GRE from ${international ? "international" : "domestic"} students; add your score to your profile.`,
  english: (english: ApplicantEnglish, minimum: number): string =>
    `Your ${englishLabel(english)} is above this program's minimum of ${fmt(minimum)}.`,
  englishBelowMinimum: (english: ApplicantEnglish, minimum: number): string =>
    `Your ${englishLabel(english)} is below this program's published minimum of ${fmt(minimum)}.`,
  englishFarBelowMinimum: (english: ApplicantEnglish, minimum: number): string =>
    `Your ${englishLabel(english)} is far below this program's minimum of ${fmt(minimum)}; programs rarely admit so far below it.`,
  englishMissing:
    "This program requires a TOEFL or IELTS score from international students; add yours to your profile.",
  research: (n: number): string =>
    `Your ${n} research ${plural(n, "paper strengthens", "papers strengthen")} your application.`,
  conferences: (n: number): string =>
    `Your ${n} ${plural(n, "conference adds", "conferences add")} to your research record.`,
  work: (fullTime: number, internship: number): string => {
    const parts: string[] = [];
    if (fullTime > 0) parts.push(`${months(fullTime)} of full-time work`);
    if (internship > 0)
      parts.push(`${months(internship)} of ${plural(internship, "internship", "internships")}`);
    return `Your ${parts.join(" and ")} count in your favor.`;
  },
  activities: (n: number): string =>
    `Your ${n} extra-curricular ${plural(n, "activity shows", "activities show")} commitment beyond the classroom.`,
} as const;
