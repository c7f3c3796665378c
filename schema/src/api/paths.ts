/**
 * Every REST path, once, with no validation code behind it: the route declarations take their
 * paths from here, and code that must stay light (the landing page's token refresh and navbar
 * search) builds URLs from here without loading zod and the schemas.
 */

export const PATHS = {
  account: {
    changePassword: "/api/account/change-password/:student_id",
    exportData: "/api/account/export/:student_id",
    deleteAccount: "/api/account/delete/:student_id",
  },
  auth: {
    register: "/api/auth/register",
    login: "/api/auth/login",
    refreshToken: "/api/auth/refresh-token",
    logout: "/api/auth/logout",
    forgotPassword: "/api/auth/forgot-password",
    resetPassword: "/api/auth/reset-password",
    me: "/api/auth/me",
    providers: "/api/auth/providers",
    google: "/api/auth/google",
    googleCallback: "/api/auth/google/callback",
  },
  catalogue: {
    searchUniversities: "/api/search-universities",
    searchUndergradUniversity: "/api/search-undergrad-university",
    searchCourse: "/api/search-course",
    searchConference: "/api/search-conference",
    searchJournal: "/api/search-journal",
  },
  dashboard: {
    shortlistingStats: "/api/get-student-shortlisting-stats/:student_id",
    sopStats: "/api/get-student-sop-stats/:student_id",
    resumeStats: "/api/get-student-resume-stats/:student_id",
    badges: "/api/get-student-badges/:student_id",
    awards: "/api/get-student-awards/:student_id",
  },
  emailGrant: {
    start: "/api/email-grant/start",
    callback: "/api/email-grant/callback",
    disconnect: "/api/email-grant/disconnect/:student_id",
  },
  engagement: {
    contact: "/api/contact",
    feedback: "/api/feedback",
    studentFeedback: "/api/feedback/student/:student_id",
  },
  newsletter: {
    subscribe: "/api/newsletter/subscribe",
    confirm: "/api/newsletter/confirm/:token",
    unsubscribe: "/api/newsletter/unsubscribe/:token",
  },
  results: {
    submitResults: "/api/submit-results",
  },
  corrections: {
    proposeCorrection: "/api/course-corrections",
  },
  reminders: {
    notificationChoices: "/api/notification-choices/:student_id",
    setNotificationChoices: "/api/notification-choices/:student_id",
    unsubscribe: "/api/reminders/unsubscribe/:token",
  },
  resumes: {
    evaluateResume: "/api/evaluate-resume/:student_id",
    resumeData: "/api/get-resume-data/:student_id",
    download: "/download/:file",
  },
  search: {
    filterUniversities: "/api/filter-universities",
    filterUniversitiesForStudent: "/api/filter-universities/:student_id",
    universityCourses: "/api/get-university-specific-courses-list/:universityId",
    courseDetails: "/api/get-course-details/:courseId",
    universityDetails: "/api/get-university-details/:universityId",
    courseStatsForShortlisting: "/api/get-course-stats-for-shortlisting/:courseId/:student_id",
    universityCoursesForStudent:
      "/api/get-university-courses-for-student/:universityId/:student_id",
  },
  shortlist: {
    preferences: "/api/get-student-shortlisting-preferences/:student_id",
    editPreferences: "/api/edit-preferences/:student_id",
    checkAndAddCourse: "/api/check-and-add-course",
    shortlistUniversities: "/api/shortlist-universities/:student_id",
    fetchShortlist: "/api/fetch-shortlisted-universities/:student_id",
    updateCourseStatus: "/api/update-course-status/:student_id",
    deleteCourse: "/api/delete-course",
    popups: "/api/popups/student/:student_id",
    dismissPopup: "/api/popups/student/:student_id/:popupId/dismiss",
    calendar: "/api/shortlist-calendar/:student_id",
    resetCalendarFeed: "/api/shortlist-calendar/:student_id/feed",
    calendarFeed: "/api/calendar-feed/:token",
  },
  sops: {
    list: "/api/get-sop-list/:student_id",
    details: "/api/get-sop-details/:sopId",
    generate: "/api/generateSOP/:student_id",
    evaluate: "/api/evaluate-sop/:student_id",
    remove: "/api/delete-sop/:sopId",
    download: "/api/download-sop/:sopId",
  },
  students: {
    studentInfo: "/api/get-student-info/:student_id",
    studentDetails: "/api/student-details/:student_id",
    profileStrength: "/api/student-profile-strength/:student_id",
    progress: "/api/get-student-progress/:student_id",
    updateStudentInfo: "/api/update-student-info/:student_id",
    updateStudentStats: "/api/update-student-stats/:student_id",
  },
} as const;

/** The `:name` parameters of a path, as a type: "/a/:x/b/:y" gives "x" | "y". */
export type PathParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;

/** A path, or a route declaration carrying one. */
export type PathTarget = string | { readonly path: string };
type PathOfTarget<T> = T extends string
  ? T
  : T extends { path: infer P extends string }
    ? P
    : never;

export type PathValues<T extends PathTarget> = {
  readonly [K in PathParamNames<PathOfTarget<T>>]: string | number;
};

/** The query values a caller may set; undefined ones are left out of the URL. */
export type QueryValues = Readonly<Record<string, string | number | undefined>>;

/**
 * The URL of a path (`PATHS.x.y`) or a route declaration (`API.x.y`): the parameters filled in
 * (each encoded) and an optional query string.
 */
export function pathOf<T extends PathTarget>(
  target: T,
  ...[values, query]: PathParamNames<PathOfTarget<T>> extends never
    ? [values?: Record<string, never>, query?: QueryValues]
    : [values: PathValues<T>, query?: QueryValues]
): string {
  const path = typeof target === "string" ? target : target.path;
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = (values as Record<string, string | number> | undefined)?.[name];
    if (value === undefined) throw new Error(`pathOf(${path}): ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
