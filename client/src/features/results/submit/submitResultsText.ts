/**
 * The submit-results page's words, for the views and the tests. The spec's messages and option
 * lists (SUBMIT_RESULTS_MESSAGES, RESULTS_CATEGORY_LABELS, ...) come from @gradplan/schema; what
 * the spec leaves unsaid is worded here.
 */
export const SUBMIT_TEXT = {
  title: "Submit Your Profile Details",
  lead: "Tell other students how your applications went: where you applied, and what you heard back.",
  submit: "Submit Details",
  submitting: "Submitting…",
  loadingProfile: "Filling in the form from your profile…",
  aboutYou: "About you",
  privacy: "Your name and email are optional and never shown to anyone.",
  name: "Name (optional)",
  email: "Email (optional)",
  background: "Your background",
  category: "Category",
  undergradUniversity: "Undergrad university",
  undergradCourse: "Undergrad course",
  educationLevel: "Current education level",
  tests: "Test scores",
  research: "Research and activities",
  work: "Work experience",
  fulltime: "Full-time work experience (months)",
  internship: "Internship experience (months)",
  applications: "Universities you applied to",
  applicationsHint: "One card per program: pick the university from the list, then the course.",
  university: "University",
  universityPlaceholder: "Search universities",
  course: "Course applied to",
  pickUniversityFirst: "Pick a university first",
  loadingCourses: "Loading courses…",
  chooseCourse: "Select a course",
  semester: "Semester applied",
  decision: "Application decision",
  notificationDate: "Notification date",
  notificationMethod: "Notification method (optional)",
  addApplication: "Add another university",
  /** The general failure, after "Details submission failed: ". */
  failed: "Something went wrong. Try again later.",
  thanksTitle: "Thank you for sharing!",
  thanks: "Your results help other students see where applicants like them were admitted.",
  communityResults: "See community results",
  again: "Share another result",
} as const;

export const applicationLegend = (index: number) => `University ${index + 1}`;
export const removeApplicationLabel = (index: number) => `Remove university ${index + 1}`;

/** Where the thank-you page leads back to: the shortlist for its offer, else home or dashboard. */
export const BACK_TEXT = {
  shortlist: "Back to your shortlist",
  dashboard: "Back to dashboard",
  home: "Back to home",
} as const;
