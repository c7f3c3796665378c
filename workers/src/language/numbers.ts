/** Numbers a reader takes as evidence: measured results, not years, versions or names. */

/** Numbers written as words, by value ("ten" is 10): what a reader counts as a number. */
export const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

/** A number with its unit ("45%", "$2M", "3.2x", "10M", "18,000", "300 ms", "10k+"). */
const NUMBER = /(?<![\p{L}\p{N}.])[$₹€£]?\d[\d,.]*(%|x|k|m|b|ms|\+)?(?![\p{L}\p{N}])/giu;

/**
 * What only looks like a result: a version or edition after a tool's name ("Python 3", "Java 8",
 * "Windows 10", "Web 2.0", "v1.2"), a dotted version ("3.10.2"), a grade on its scale ("GPA
 * 3.8/4", "CGPA 8.6/10"), a phase, level, semester or year of study, dates and durations.
 */
const NOT_A_RESULT = new RegExp(
  [
    String.raw`\b(python|java|windows|android|ios|ubuntu|angular|vue|react|node(\.js)?|html|css|es|php|perl|c\+\+|dotnet|\.net|web|version|ver|release|gen|generation|phase|level|semester|sem|standard|std|class|grade|chapter|part|stage|round|module|unit|lab|assignment|year|week|day|top-?)\s*\d+(\.\d+)*\b`,
    String.raw`\bv\d+(\.\d+)*\b`,
    String.raw`\b\d+\.\d+\.\d+\b`,
    String.raw`\b(c?gpa|cpi|sgpa|cgpi)\b\s*[:-]?\s*\d+(\.\d+)?(\s*/\s*\d+(\.\d+)?)?`,
    String.raw`\b\d+(\.\d+)?\s*/\s*(4|5|10)(\.0+)?\b`,
    // A label's number: "Project: 1", "Mock up 2", "Task 3", "Fig. 4", "No. 12".
    String.raw`\b(project|mock[\s-]?up|task|experiment|problem|question|figure|fig|table|step|item|job|degree|skill|no|number)\.?\s*[:#.-]?\s*\d+\b`,
    // An identifier or a phone number: "Credential ID: 1533/327802", "+2347062776729".
    String.raw`\b(credential|certificate|license|licence|registration|roll|employee)\s*(id|no|number)\b\s*[:#.-]?\s*[\w/()-]+`,
    String.raw`\+?\d{7,}\b`,
    // A date in numbers: "03-10-1994", "2020 - 07", "2019-20".
    String.raw`\b\d{1,2}[-/.]\d{1,2}[-/.](19|20)?\d{2}\b`,
    String.raw`\b(19|20)\d{2}\s*[-–/.]\s*(0?[1-9]|1[0-2]|[2-3]\d)\b(?!\s*%)`,
    String.raw`\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*'?\d{2,4}\b`,
    String.raw`\b\d{1,2}/(19|20)\d{2}\b`,
    String.raw`\b(19|20)\d{2}\b`,
    // A duration is time served, not a result: "4 years of experience", "a 6-month internship".
    String.raw`\b\d+\+?[\s-]*(years?|yrs?|months?|weeks?|days?)\b(?!\s+to\b)`,
  ].join("|"),
  "gi",
);

/**
 * A result in its usual words: an outcome metric with a number ("accuracy of 0.92", "win rate
 * 63", "F1 0.81", "p99 latency 120"), a change "from X to Y", "by half", a rank "top 5 of 300".
 */
const RESULT_WORDS =
  /\b(accuracy|precision|recall|f1|auc|bleu|rouge|map|iou|mae|rmse|mse|r2|error rate|win rate|latency|throughput|speed-?up|uptime|users|customers|downloads|installs|stars|requests|revenue|savings|cost|profit|sales|conversion|retention|traffic)\b[^.;]{0,30}\d|\d[^.;]{0,20}\b(accuracy|precision|recall|users|customers|downloads|requests|installs|stars|teams|participants|students|members|clients)\b|\bfrom\s+[$₹€£]?\d[\d,.]*\s*\S*\s+to\s+[$₹€£]?\d|\b(top|rank(ed)?)\s+\d+\s+(of|out of|among)\s+\d/i;

const RESULT_VERBS =
  /\b(doubled|tripled|quadrupled|halved|twice|thrice|by half|two-?fold|three-?fold|ten-?fold)\b/i;

export function isQuantified(text: string): boolean {
  if (RESULT_WORDS.test(text) || RESULT_VERBS.test(text)) return true;
  const rest = text.replace(NOT_A_RESULT, " ");
  for (const _ of rest.matchAll(NUMBER)) return true;
  return /[%$₹€£]/.test(rest);
}
