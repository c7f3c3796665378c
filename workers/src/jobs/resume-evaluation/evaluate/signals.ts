/** Pattern signals a reviewer scans for: contact details, dates, GPA, degrees, numbers, pronouns. */
export { isQuantified } from "../../../language/numbers";

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
const PHONE_CANDIDATE = /\+?[\d(][\d\s().-]{8,}\d/g;
const LINKEDIN = /linkedin\.com\/in\//i;
const CODE_PROFILE = /(github|gitlab|bitbucket)\.com\/|kaggle\.com\//i;
const PORTFOLIO = /https?:\/\/|www\./i;

export interface ContactSignals {
  email: boolean;
  phone: boolean;
  linkedin: boolean;
  /** GitHub, GitLab, Kaggle or a personal site. */
  codeProfile: boolean;
}

export function hasPhone(text: string): boolean {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const digits = match[0].replace(/\D/g, "").length;
    // Ten to thirteen digits: a phone number with or without a country code, not a year range.
    if (digits >= 10 && digits <= 13 && !/\b(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}\b/.test(match[0])) {
      return true;
    }
  }
  return false;
}

export function contactSignals(text: string, links: readonly string[]): ContactSignals {
  const all = `${text}\n${links.join("\n")}`;
  return {
    email: EMAIL.test(all),
    phone: hasPhone(text),
    linkedin: LINKEDIN.test(all),
    codeProfile:
      CODE_PROFILE.test(all) || links.some((l) => PORTFOLIO.test(l) && !LINKEDIN.test(l)),
  };
}

const MONTH_YEAR =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*'?(19|20)?\d{2}\b|\b(0?[1-9]|1[0-2])\/(19|20)\d{2}\b/i;
const YEAR = /\b(19[89]\d|20[0-4]\d)\b/;

/** A year, a month and year, or "Present": enough to place an entry in time. */
export function hasDate(text: string): boolean {
  return YEAR.test(text) || MONTH_YEAR.test(text) || /\b(present|current)\b/i.test(text);
}

const GPA =
  /\b(c?gpa|cpi|sgpa|cgpi|grade point average)\b\s*(of|:|-|–)?\s*\d{1,2}(\.\d{1,2})?|\b\d{1,2}\.\d{1,2}\s*\/\s*(4|5|10)(\.0{1,2})?\b|\b(percentage|aggregate|marks|score)\b\D{0,4}\d{2}(\.\d+)?\s*%|\b\d{2}(\.\d+)?\s*%/i;

/** A GPA, a CGPA out of 10, or a percentage of marks (common in Indian transcripts). */
export function hasGpa(text: string): boolean {
  return GPA.test(text);
}

const DEGREE =
  /(?<![\p{L}])(B\.?\s?Tech|M\.?\s?Tech|B\.?Sc|M\.?Sc|B\.?C\.?A|M\.?C\.?A|BBA|MBA|Ph\.?\s?D|Diploma|Associate of|Associate Degree)(?![\p{L}])|\b(bachelor|master)('?s)?\b/iu;
/** Short forms only in capitals: "be" and "ms" are also words and units. */
const DEGREE_SHORT = /(?<![\p{L}.])(BE|B\.E\.?|BS|B\.S\.?|MS|M\.S\.?)(?![\p{L}])/u;

export function hasDegree(text: string): boolean {
  return DEGREE.test(text) || DEGREE_SHORT.test(text);
}

export function hasInstitution(text: string): boolean {
  return /\b(university|college|institute|school|polytechnic|academy|IIT|NIT|BITS|IIIT)\b/i.test(
    text,
  );
}

/** Relevant courses, a thesis or academic honours under Education. */
export function hasAcademicDetail(text: string): boolean {
  return /\b(coursework|courses|thesis|capstone|dean'?s list|honou?rs|minor|distinction|scholarship|rank(ed)?|valedictorian|summa|magna|cum laude)\b/i.test(
    text,
  );
}

const FIRST_PERSON = /\b(i|me|my|mine|myself|i'm|i've|i'd|i'll)\b/gi;
export function firstPersonCount(text: string): number {
  return text.match(FIRST_PERSON)?.length ?? 0;
}

/** Award words, in any section: recognition counts wherever a student put it. */
export function isAward(text: string): boolean {
  return /\b(award(ed)?|winner|won|prize|medal|scholarship|fellowship|rank(ed)?|first place|second place|third place|finalist|dean'?s list|top \d+%?|honou?rs?|recogni[sz]ed|hackathon)\b/i.test(
    text,
  );
}

/** Where a paper appears: proceedings, a journal, a preprint server, or its status. */
const VENUE =
  /\b(proceedings|conference|journal|transactions|letters|workshop|symposium|arxiv|preprint|in (proc\.?|ieee|acm)|under review|accepted (at|to|in|for)|to appear|published (in|at|on|by)|doi)\b/i;
/** A citation's title in quotes, or its authors cut short. */
const CITED = /["“][^"”]{15,}["”]|\bet al\b/;

/**
 * A paper cited: its title in quotes (or "et al.") and where it appears. An outcome like a
 * measured result: the reader counts a publication as done and judged by others.
 */
export function isPublication(text: string): boolean {
  return VENUE.test(text) && CITED.test(text);
}

/** Publication or research words: a venue, a paper, a thesis, a lab. */
export function isResearch(text: string): boolean {
  return /\b(published|publication|paper|journal|conference|proceedings|IEEE|ACM|Springer|Elsevier|arXiv|thesis|poster|preprint|research (assistant|intern|project|fellow|scientist|engineer)|researcher|postdoc(toral)?|ph\.?\s?d\.?( candidate| student| scholar)?|doctoral|lab(oratory)?|under review|accepted at)\b/i.test(
    text,
  );
}

export function isCertification(text: string): boolean {
  return /\b(certified|certification|certificate|coursera|udemy|edx|nptel)\b/i.test(text);
}
