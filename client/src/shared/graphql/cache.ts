/**
 * The app's one normalized cache: which field identifies each type, and what each change makes
 * stale. A mutation (or the resume upload, which is REST) names its change once here; the
 * queries that depend on it are evicted, so the next read of them goes to the server and every
 * watching component refetches. No component keeps a list of what to refetch.
 */
import { type ApolloCache, InMemoryCache } from "@apollo/client";
import { type MutationField, POSSIBLE_TYPES, type QueryField } from "../../graphql/generated";

/** Students, courses, resumes, SOPs and universities are stored once, by their own ids. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    // Which object types a fragment on an interface (CourseSummaryType) matches.
    possibleTypes: POSSIBLE_TYPES,
    typePolicies: {
      StudentType: { keyFields: ["student_id"] },
      StudentInfoType: { keyFields: ["student_id"] },
      StudentStatsType: { keyFields: ["student_id"] },
      // A course is one record whether a search card, a details page or a comparison read it.
      CourseDetailsType: { keyFields: ["course_id"] },
      SearchResultCourseType: { keyFields: ["course_id"] },
      ResumeType: { keyFields: ["resume_id"] },
      // A list row and the full SOP are different shapes of one SOP; each is stored once by id.
      SopSummaryType: { keyFields: ["sop_id"] },
      // A re-evaluation answers the whole new evaluation: it replaces the old one, never merges.
      SopDetailsType: { keyFields: ["sop_id"], fields: { evaluation: { merge: false } } },
      // The signed-in student's own shortlist: one row per course (the cache is per student).
      ShortlistedCourseType: { keyFields: ["course_id"] },
      UniversityType: { keyFields: ["universityId"] },
      // A chance belongs to the student and the course together: kept inside its query.
      CourseChanceType: { keyFields: false },
    },
  });
}

export type Change = MutationField | "evaluateResume";

/**
 * The student's figures feed their strength, their progress and every chance shown to them; the
 * category and applying semester pick the shortlist's deadlines, and so whether the popup shows
 * and the dashboard's next deadlines. A complete profile is a badge, a strong AB Score an award.
 */
const PROFILE_DEPENDENTS: readonly QueryField[] = [
  "studentProfileStrength",
  "studentProgress",
  // Whether the profile has what a chance needs, and the chances a list's balance rests on.
  "chancesNeed",
  "balanceSuggestions",
  "filterUniversities",
  "courseStatsForShortlisting",
  "universityCoursesForStudent",
  "shortlist",
  "popups",
  "shortlistingStats",
  "badges",
  "awards",
];

/**
 * What each change makes stale. Typed by the schema: a new mutation does not compile until it
 * says what it touches, and a dependent must be a real query field.
 */
export const DEPENDENTS: Readonly<Record<Change, readonly QueryField[]>> = {
  updateStudentInfo: PROFILE_DEPENDENTS,
  // The GPA and GRE also choose which results are "applicants like you".
  updateStudentStats: [...PROFILE_DEPENDENTS, "resultsLikeMine"],
  // The answer holds the new resume; the score it gives feeds the profile strength, the
  // dashboard's resume stats, and the first-resume badge and Good-resume award.
  evaluateResume: [
    "latestResume",
    "resumes",
    "studentProfileStrength",
    "resumeStats",
    "badges",
    "awards",
  ],
  // Preferences rank and filter programs; they do not move a shortlisted course's category.
  editPreferences: [
    "shortlistingPreferences",
    "filterUniversities",
    "courseStatsForShortlisting",
    "universityCoursesForStudent",
    // The programs suggested to balance the list fit the preferences.
    "balanceSuggestions",
  ],
  // A draft is a new SOP in the list, not yet evaluated: no score changes, but the dashboard
  // counts it.
  generateSop: ["sops", "sopStats"],
  // A new or re-evaluated SOP (pasted, or the REST .docx upload, which names this change too)
  // changes the list and its details, and the latest evaluated SOP's score is the profile
  // strength's SOP Score; a deleted SOP may have been that latest one. The dashboard's SOP stats
  // follow both; an evaluation may earn the first-SOP badge and the Good-SOP award, which a
  // deletion never takes back.
  evaluateSop: ["sops", "sop", "studentProfileStrength", "sopStats", "badges", "awards"],
  deleteSop: ["sops", "sop", "studentProfileStrength", "sopStats"],
  // The '+' asks the server each time whether a course is on the shortlist; the list and the
  // popup (a new course may ask for a status) read it, the dashboard counts it, and a fifth
  // course earns a badge.
  checkAndAddCourse: ["shortlist", "popups", "shortlistingStats", "badges", "balanceSuggestions"],
  // New chances move courses between the dashboard's categories.
  recalculateShortlist: ["shortlist", "shortlistingStats", "balanceSuggestions"],
  // The answer is the changed course (normalized by course_id); the popup and the history read
  // statuses, the dashboard counts them (and lists only open applications' deadlines), and the
  // first application and the first admit are a badge and an award.
  updateCourseStatus: ["popups", "statusHistory", "shortlistingStats", "badges", "awards"],
  // A course added again later must not show the history cached before its removal. Badges are
  // kept: removed courses still count toward five shortlisted.
  deleteShortlistedCourse: [
    "shortlist",
    "popups",
    "statusHistory",
    "shortlistingStats",
    "balanceSuggestions",
  ],
  dismissPopup: ["popups"],
  resetCalendarFeed: ["calendarFeed"],
  // The student's own deadline: the answer is the changed course; the list is read again so
  // every card and tab agrees with it.
  setOwnDeadline: ["shortlist"],
  // A proposal shows nowhere until staff accept it (docs/corrections.md).
  proposeCorrection: [],
  // Session changes clear the whole cache (client.ts); the rest change nothing read here.
  login: [],
  logout: [],
  register: [],
  refreshToken: [],
  forgotPassword: [],
  resetPassword: [],
  contact: [],
  submitFeedback: [],
  // The founder's feedback message is asked once per student; the next read must see it asked.
  markFounderFeedbackAsked: ["founderFeedbackAskedAt"],
  // A shared result joins the community's lists, their counts and seasons.
  submitResults: [
    "communityResults",
    "universityCourseResults",
    "resultSeasons",
    "resultsFromMyCollege",
    "resultsLikeMine",
    // A signed-in student's first shared result earns a badge.
    "badges",
  ],
  // The inbox grant: disconnecting changes its status alone (what was read goes with it).
  disconnectEmail: ["emailGrant", "emailProposals"],
  // A proposal accepted sets a shortlist status, through the same service as a manual change.
  acceptEmailProposal: [
    "emailProposals",
    "shortlist",
    "popups",
    "statusHistory",
    "shortlistingStats",
    "badges",
    "awards",
  ],
  dismissEmailProposal: ["emailProposals"],
  proposeFromPastedText: ["emailProposals"],
  syncEmail: ["emailGrant"],
  // Staff tools (the review shows or refuses a result; a refit moves chances and the report).
  reviewResult: [
    "communityResults",
    "universityCourseResults",
    "resultSeasons",
    "resultsFromMyCollege",
    "resultsLikeMine",
    "heldResults",
  ],
  // An accepted figure changes the course everywhere it is read; a rejection changes nothing
  // shown but the staff's own list.
  acceptCorrection: [
    "pendingCorrections",
    "figureAudit",
    "courseDetails",
    "universityCourses",
    "universityCoursesForStudent",
    "courseStatsForShortlisting",
    "filterUniversities",
    "shortlist",
  ],
  rejectCorrection: ["pendingCorrections", "figureAudit"],
  recalibrateChances: [
    "calibrationReport",
    "filterUniversities",
    "courseStatsForShortlisting",
    "universityCoursesForStudent",
    "shortlist",
  ],
  // Staff tools and the landing page's box (REST) read nothing the student pages cache.
  subscribeToNewsletter: [],
  sendNewsletterIssue: [],
  resumeNewsletterIssue: [],
  // The account settings toggle reads the choice back.
  setDeadlineReminders: ["notificationChoices"],
  // Account settings: a new password reads nothing cached; a deletion clears the session (and cache).
  changePassword: [],
  deleteAccount: [],
};

/** Drops every cached answer that `change` made stale (then collects what nothing reaches). */
export function evictDependents(cache: ApolloCache, change: Change): void {
  const fields = DEPENDENTS[change];
  for (const fieldName of fields) cache.evict({ id: "ROOT_QUERY", fieldName });
  if (fields.length > 0) cache.gc();
}
