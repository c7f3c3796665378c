/**
 * Who wrote the SOP: the degree applied for (a PhD or a Master's) and the applicant's path (years
 * in industry, research done), read from the target and the text. The advice follows it: a PhD
 * reader looks for research questions and advisers, an industry applicant is not asked for
 * courses, and a fresh graduate is.
 */
import { NUMBER_WORDS } from "../../../language/numbers";

export interface SopApplicant {
  /** Applying for a PhD (or a doctorate): research and advisers weigh more than courses. */
  phd: boolean;
  /** Two or more years at work, or working now: experience carries the SOP, not coursework. */
  industry: boolean;
  /** Has done research: a publication, or research they describe as their own. */
  research: boolean;
}

const PHD = /\b(ph\.?\s?d|doctor(al|ate)|d\.?phil)\b/i;
const APPLYING_FOR_PHD =
  /\b(apply(ing)?|application|admission|join|joining|pursue|pursuing)\b[^.]{0,50}\b(ph\.?\s?d|doctoral)\b/i;
const COUNT = "(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\\+?";
/** "three years as a software engineer", "4+ years of industry experience", "worked at X for two years". */
const YEARS_AT_WORK = [
  new RegExp(
    `\\b${COUNT}\\s+years?\\s+(of\\s+([\\w-]+\\s+)?(work|industry|professional|full-time|engineering)?\\s*experience|of (work|working)|as an?|at|in (the )?industry|working)\\b`,
    "i",
  ),
  new RegExp(
    `\\b(worked|working|employed)\\b[^.]{0,60}\\bfor (the (last|past) )?${COUNT}\\s+years?\\b`,
    "i",
  ),
];
/** "I currently work as", "I am presently a data engineer at". */
const WORKING_NOW =
  /\b(i (currently|presently|now) (work|am working|am employed|lead|manage)|i am (currently|presently|now) (a|an|working|employed))\b/i;
const OWN_RESEARCH =
  /\b(my (research|thesis|paper|publication)s?|research (assistant|intern(ship)?|project|experience|under|with|at)|undergraduate research|i (researched|investigated|co-?authored|published))\b/i;

/** A count alone ("two", "4"): which group of a YEARS_AT_WORK match is the number of years. */
const COUNT_ONLY = new RegExp(`^${COUNT}$`, "i");

/** What `applicantOf` reads: the sentences, whether one reports a publication, the target course. */
export interface ApplicantClues {
  texts: readonly string[];
  published: boolean;
  courseName: string | null;
}

/** Read once per SOP by `analyse` (`SopAnalysis.applicant`); the parts' advice follows it. */
export function applicantOf({ texts, published, courseName }: ApplicantClues): SopApplicant {
  const phd = courseName ? PHD.test(courseName) : texts.some((t) => APPLYING_FOR_PHD.test(t));
  const industry = texts.some((t) => {
    if (WORKING_NOW.test(t)) return true;
    return YEARS_AT_WORK.some((pattern) => {
      const match = pattern.exec(t);
      const years = match?.slice(1).find((g) => g && COUNT_ONLY.test(g));
      return !!years && (NUMBER_WORDS[years.toLowerCase()] ?? Number(years)) >= 2;
    });
  });
  const research = published || texts.filter((t) => OWN_RESEARCH.test(t)).length >= 2;
  return { phd, industry, research };
}
