/** The results browser's words and how a result's figures read. */
import {
  type LikeMineBand,
  RESULTS_CATEGORY_LABELS,
  RESULTS_GROUP_MIN,
  type StudentCategory,
  seasonOf,
} from "@gradplan/schema";

export const RESULTS_TEXT = {
  title: "Community results",
  lead: "Admission decisions students shared, with the profile behind each one. Never a name or an email.",
  filters: "Filter results",
  university: "University",
  course: "Course",
  anyCourse: "All courses",
  decision: "Decision",
  anyDecision: "All decisions",
  season: "Season",
  anySeason: "All seasons",
  clearFilters: "Clear filters",
  results: "Results",
  loading: "Loading results…",
  failed: "Results could not be loaded. Check your connection and try again.",
  retry: "Try again",
  empty: "No results match these filters yet.",
  emptyUniversity: "No one has shared results for this university yet.",
  share: "Share your results",
  fewerThanMin: `Fewer than ${RESULTS_GROUP_MIN} results: figures appear once there are ${RESULTS_GROUP_MIN}, so no applicant can be singled out.`,
  sampleTag: "Sample",
  sampleNote:
    "Results tagged Sample are synthetic demo data made for the sample catalogue, not real applicants.",
  summaryIgnoresDecision: "The summary counts every decision, whatever the decision filter.",
  myCollege: "Admits from my undergrad college",
  collegeProfilePrompt:
    "Add your undergrad university to your profile to see how applicants from your college did.",
  editProfile: "Go to your profile",
  collegeNone: "No results from applicants of your college yet.",
  collegeFailed: "Results from your college could not be loaded.",
  likeMine: "Applicants like you",
  likeMineSignIn: "Log in to see how applicants with a GPA and GRE like yours did at this course.",
  logIn: "Log in",
  likeMineGpaPrompt:
    "Add your GPA to your profile to see how applicants with a profile like yours did at this course.",
  likeMineTooFew: "Not enough results from applicants like you yet.",
  likeMineFailed: "Results of applicants like you could not be loaded.",
  seeAll: "See all results",
  universityResults: "Community results",
} as const;

export function resultsCountText(count: number): string {
  return `${count} ${count === 1 ? "result" : "results"}`;
}

export function hiddenResultsText(count: number): string {
  return `${count} more ${count === 1 ? "result" : "results"} in groups under ${RESULTS_GROUP_MIN} ${count === 1 ? "is" : "are"} not shown.`;
}

export function collegeIntroText(college: string, count: number): string {
  return `${resultsCountText(count)} from applicants of ${college}, grouped by university and course.`;
}

/** "a GPA of 3.45–3.75 and a GRE of 319–329": the band a student's profile is compared in. */
export function likeMineBandText(band: LikeMineBand): string {
  const gpa = `a GPA of ${gpaText(band.gpaFrom)}–${gpaText(band.gpaTo)}`;
  if (band.greFrom === null || band.greTo === null) return gpa;
  return `${gpa} and a GRE of ${band.greFrom}–${band.greTo}`;
}

export function likeMineIntroText(band: LikeMineBand, count: number | null): string {
  const who = `applicants with ${likeMineBandText(band)}, around your profile`;
  return count === null
    ? `Compared with ${who}.`
    : `${resultsCountText(count)} at this course from ${who}.`;
}

/** "3.60": four-point GPAs read with two decimals. */
export function gpaText(gpa: number): string {
  return gpa.toFixed(2);
}

export function greText(greTotal: number | null): string {
  return greTotal === null ? "No GRE" : String(greTotal);
}

/** "TOEFL 105", "IELTS 7.5", or the test alone without a score ("None" reads "No test"). */
export function englishText(test: string, score: number | null): string {
  if (test === "None" || test === "") return "No test";
  return score === null ? test : `${test} ${score}`;
}

export function seasonText(semester: string, year: number): string {
  return seasonOf(semester, year);
}

/** Stored categories read as the submit form says them ("American Student"). */
export function categoryText(category: string): string {
  return Object.hasOwn(RESULTS_CATEGORY_LABELS, category)
    ? RESULTS_CATEGORY_LABELS[category as StudentCategory]
    : category;
}

/** "62%", or "n/a" when a group has no Accepted or Rejected decision to divide. */
export function admitRateText(admitRate: number | null): string {
  return admitRate === null ? "n/a" : `${admitRate}%`;
}
