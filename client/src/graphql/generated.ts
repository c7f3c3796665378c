// This file is generated: do not edit it by hand.
// Source: gateway/schema.graphql and the client/src/**/*.graphql documents.
// Regenerate with: npm run --workspace client codegen
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: unknown; output: unknown; }
};

export type ActivityInput = {
  achievement?: InputMaybe<Scalars['String']['input']>;
  activityType?: InputMaybe<Scalars['String']['input']>;
  level?: InputMaybe<Scalars['String']['input']>;
  organization?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
};

export type ActivityType = {
  __typename?: 'ActivityType';
  achievement: Maybe<Scalars['String']['output']>;
  activityType: Scalars['String']['output'];
  level: Maybe<Scalars['String']['output']>;
  organization: Maybe<Scalars['String']['output']>;
  role: Maybe<Scalars['String']['output']>;
};

/** A chance's 90% range, in percent. */
export type AdmitRangeType = {
  __typename?: 'AdmitRangeType';
  high: Scalars['Int']['output'];
  low: Scalars['Int']['output'];
};

export type CourseChanceType = {
  __typename?: 'CourseChanceType';
  admitChances: Scalars['Int']['output'];
  /** Null for NA. */
  admitRange: Maybe<AdmitRangeType>;
  category: Scalars['String']['output'];
  course: CourseDetailsType;
  courseScore: Scalars['Int']['output'];
  preference_match: Maybe<Scalars['Int']['output']>;
  reasons: ReasonsType;
  score_tier: Scalars['String']['output'];
  studentScore: Scalars['Int']['output'];
  /** What would move the chance (the single-course query only). */
  whatIf: Maybe<Array<WhatIfType>>;
};

export type CourseDetailsType = {
  __typename?: 'CourseDetailsType';
  /** Logged-in variant only. */
  admitChances: Maybe<Scalars['Int']['output']>;
  /** Logged-in variant only; null for NA. */
  admitRange: Maybe<AdmitRangeType>;
  /** Logged-in variant only. */
  category: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  climate: Scalars['String']['output'];
  /** Months. */
  course_duration: Scalars['Int']['output'];
  course_id: Scalars['Int']['output'];
  course_name: Scalars['String']['output'];
  course_ranking: Scalars['Int']['output'];
  /** Deadlines per semester, as JSON in the spec's shape. */
  deadlines: Scalars['String']['output'];
  degree: Scalars['String']['output'];
  degree_code: Scalars['String']['output'];
  english_scores: EnglishRequirementType;
  gpa_avg: Scalars['Float']['output'];
  gpa_min: Scalars['Float']['output'];
  gre_avg: Maybe<Scalars['Int']['output']>;
  gre_min: Maybe<Scalars['Int']['output']>;
  gre_required: GreRequiredType;
  network_building: Scalars['String']['output'];
  overall_acceptance_rate: Scalars['Float']['output'];
  /** Logged-in variant only. */
  preference_match: Maybe<Scalars['Int']['output']>;
  state: Scalars['String']['output'];
  tuition: Scalars['Int']['output'];
  university_id: Scalars['Int']['output'];
  university_name: Scalars['String']['output'];
  university_type: Scalars['String']['output'];
};

/** A course suggested for a search box. */
export type CourseSuggestionType = {
  __typename?: 'CourseSuggestionType';
  courseCode: Scalars['String']['output'];
  courseName: Scalars['String']['output'];
};

/** The program's English minimums. */
export type EnglishRequirementType = {
  __typename?: 'EnglishRequirementType';
  ielts: IeltsRequirementType;
  toefl: ToeflRequirementType;
};

export type EnglishScoresInput = {
  ielts?: InputMaybe<SectionScoresInput>;
  toefl?: InputMaybe<SectionScoresInput>;
};

/** Keyed by the lower-case test name; one of the two is set. */
export type EnglishScoresType = {
  __typename?: 'EnglishScoresType';
  ielts: Maybe<EnglishTestScoresType>;
  toefl: Maybe<EnglishTestScoresType>;
};

export type EnglishTestScoresType = {
  __typename?: 'EnglishTestScoresType';
  listening: Scalars['Float']['output'];
  /** IELTS: the average, to 0.5. */
  overall_band: Maybe<Scalars['Float']['output']>;
  reading: Scalars['Float']['output'];
  speaking: Scalars['Float']['output'];
  /** TOEFL: the sum. */
  total_score: Maybe<Scalars['Float']['output']>;
  writing: Scalars['Float']['output'];
};

export type FilterUniversitiesType = {
  __typename?: 'FilterUniversitiesType';
  totalCount: Scalars['Int']['output'];
  universities: Array<SearchResultCourseType>;
};

export type GrammarCommentsType = {
  __typename?: 'GrammarCommentsType';
  comments: Array<GrammarPairType>;
};

export type GrammarPairType = {
  __typename?: 'GrammarPairType';
  corrected: Scalars['String']['output'];
  original: Scalars['String']['output'];
};

export type GreRequiredType = {
  __typename?: 'GreRequiredType';
  domestic: Scalars['String']['output'];
  international: Scalars['String']['output'];
};

export type GreScoresInput = {
  analytical_writing?: InputMaybe<Scalars['Float']['input']>;
  quantitative?: InputMaybe<Scalars['Float']['input']>;
  verbal?: InputMaybe<Scalars['Float']['input']>;
};

export type GreScoresType = {
  __typename?: 'GreScoresType';
  analytical_writing: Scalars['Float']['output'];
  quantitative: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  verbal: Scalars['Int']['output'];
};

export type IeltsRequirementType = {
  __typename?: 'IeltsRequirementType';
  overall_band: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a course to the student's shortlist; true when it was already there. */
  checkAndAddCourse: Scalars['Boolean']['output'];
  /** Sends a message to the team. */
  contact: Scalars['Boolean']['output'];
  editPreferences: ShortlistingPreferencesType;
  /** Sends a reset link if the account exists; the answer is the same either way. */
  forgotPassword: Scalars['String']['output'];
  /** Signs in; rate limited per account and per IP. */
  login: SessionUserType;
  /** Ends the session on this browser and revokes its tokens. */
  logout: Scalars['Boolean']['output'];
  /** Recalculates the student's shortlist with the current profile (waits, bounded). */
  recalculateShortlist: ShortlistRecalculationType;
  /** Rotates the refresh cookie and renews the session. */
  refreshToken: SessionUserType;
  /** Creates an account and signs it in. */
  register: SessionUserType;
  /** Sets a new password with a reset link's token (once), ending every session. */
  resetPassword: Scalars['Boolean']['output'];
  /** Feedback with 1-5 stars; tied to the student when signed in. */
  submitFeedback: Scalars['Boolean']['output'];
  /** Updates personal information (all fields). */
  updateStudentInfo: StudentInfoType;
  /** Updates stats; fields left out keep their values, null clears one. */
  updateStudentStats: StudentStatsType;
};


export type MutationCheckAndAddCourseArgs = {
  courseId: Scalars['Int']['input'];
  studentId: Scalars['String']['input'];
};


export type MutationContactArgs = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationEditPreferencesArgs = {
  preferences: PreferencesInput;
  studentId: Scalars['String']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRecalculateShortlistArgs = {
  studentId: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationResetPasswordArgs = {
  confirmPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationSubmitFeedbackArgs = {
  feedbackDescription: InputMaybe<Scalars['String']['input']>;
  feedbackStar: Scalars['Int']['input'];
};


export type MutationUpdateStudentInfoArgs = {
  input: StudentInfoInput;
  studentId: Scalars['String']['input'];
};


export type MutationUpdateStudentStatsArgs = {
  input: StudentStatsInput;
  studentId: Scalars['String']['input'];
};

export type PreferencesInput = {
  course_ranking: Array<Scalars['Float']['input']>;
  location: Array<Scalars['String']['input']>;
  tuition: Array<Scalars['Float']['input']>;
  weather: Array<Scalars['String']['input']>;
};

export type ProfileStrengthType = {
  __typename?: 'ProfileStrengthType';
  abScore: Maybe<Scalars['Int']['output']>;
  resume_overall_score: Maybe<Scalars['Int']['output']>;
  sop_overall_score: Maybe<Scalars['Int']['output']>;
};

export type ProgressType = {
  __typename?: 'ProgressType';
  currentLevelName: Scalars['String']['output'];
  currentLevelNumber: Scalars['Int']['output'];
  nextLevelName: Maybe<Scalars['String']['output']>;
  totalPercentage: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  courseDetails: CourseDetailsType;
  /** A course with the student's chance and reasons. */
  courseStatsForShortlisting: CourseChanceType;
  /** A page (at most 10) of courses matching the filters; with studentId, chances too. */
  filterUniversities: FilterUniversitiesType;
  /** The student's latest evaluation. */
  latestResume: Maybe<ResumeType>;
  /** The signed-in student, or null. */
  me: Maybe<SessionUserType>;
  /** Every evaluated resume of the student, newest first. */
  resumes: Array<ResumeType>;
  /** Conferences whose name or acronym matches. */
  searchConferences: Array<Scalars['String']['output']>;
  /** Courses whose name matches. */
  searchCourses: Array<CourseSuggestionType>;
  /** Journals whose name matches. */
  searchJournals: Array<Scalars['String']['output']>;
  /** Undergraduate universities (worldwide) whose name matches. */
  searchUndergradUniversities: Array<Scalars['String']['output']>;
  /** Universities whose name matches. */
  searchUniversities: Array<UniversitySuggestionType>;
  shortlistingPreferences: ShortlistingPreferencesType;
  /** One student: their own record, or any with a staff key. */
  student: Maybe<StudentType>;
  /** A student's personal information and stats. */
  studentProfile: StudentProfileType;
  /** AB, SOP and Resume scores (0-100 or null). */
  studentProfileStrength: ProfileStrengthType;
  /** Profile completion and level. */
  studentProgress: ProgressType;
  /** Students, newest first (staff only). */
  students: Array<StudentType>;
  /** One university, or null. */
  university: Maybe<UniversityType>;
  /** A university's courses, best ranked first. */
  universityCourses: Array<CourseDetailsType>;
};


export type QueryCourseDetailsArgs = {
  courseId: Scalars['Int']['input'];
};


export type QueryCourseStatsForShortlistingArgs = {
  courseId: Scalars['Int']['input'];
  studentId: Scalars['String']['input'];
};


export type QueryFilterUniversitiesArgs = {
  filters: InputMaybe<UniversityFiltersInput>;
  limit?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
  studentId: InputMaybe<Scalars['String']['input']>;
};


export type QueryLatestResumeArgs = {
  studentId: Scalars['String']['input'];
};


export type QueryResumesArgs = {
  studentId: Scalars['String']['input'];
};


export type QuerySearchConferencesArgs = {
  searchQuery: Scalars['String']['input'];
};


export type QuerySearchCoursesArgs = {
  searchQuery: Scalars['String']['input'];
};


export type QuerySearchJournalsArgs = {
  searchQuery: Scalars['String']['input'];
};


export type QuerySearchUndergradUniversitiesArgs = {
  searchQuery: Scalars['String']['input'];
};


export type QuerySearchUniversitiesArgs = {
  searchQuery: Scalars['String']['input'];
};


export type QueryShortlistingPreferencesArgs = {
  studentId: Scalars['String']['input'];
};


export type QueryStudentArgs = {
  studentId: Scalars['String']['input'];
};


export type QueryStudentProfileArgs = {
  studentId: Scalars['String']['input'];
};


export type QueryStudentProfileStrengthArgs = {
  studentId: Scalars['String']['input'];
};


export type QueryStudentProgressArgs = {
  studentId: Scalars['String']['input'];
};


export type QueryStudentsArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


export type QueryUniversityArgs = {
  universityId: Scalars['Int']['input'];
};


export type QueryUniversityCoursesArgs = {
  universityId: Scalars['Int']['input'];
};

export type ReasonsType = {
  __typename?: 'ReasonsType';
  lowered: Array<Scalars['String']['output']>;
  raised: Array<Scalars['String']['output']>;
};

/** A new account (field rules and messages: schema/src/auth.ts). */
export type RegisterInput = {
  applyingSemester?: InputMaybe<Scalars['String']['input']>;
  category: Scalars['String']['input'];
  confirmPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type ResumeContentCommentsType = {
  __typename?: 'ResumeContentCommentsType';
  academic_background_comments: Array<Scalars['String']['output']>;
  formatting_comments: Array<Scalars['String']['output']>;
  projects_and_research_comments: Array<Scalars['String']['output']>;
  skills_and_achievements_comments: Array<Scalars['String']['output']>;
  structure_comments: Array<Scalars['String']['output']>;
  work_ex_comments: Array<Scalars['String']['output']>;
};

export type ResumeType = {
  __typename?: 'ResumeType';
  evaluated_at: Scalars['String']['output'];
  resume_academic_background_score: Scalars['Int']['output'];
  resume_content_comments: ResumeContentCommentsType;
  resume_formatting_score: Scalars['Int']['output'];
  resume_grammar_comments: GrammarCommentsType;
  resume_grammar_score: Scalars['Int']['output'];
  resume_id: Scalars['String']['output'];
  resume_length: Scalars['String']['output'];
  resume_name: Scalars['String']['output'];
  resume_overall_score: Scalars['Int']['output'];
  resume_project_and_research_score: Scalars['Int']['output'];
  /** Flesch reading ease, 0-100. */
  resume_readability: Scalars['Float']['output'];
  /** -5 to 5. */
  resume_sentiment: Scalars['Float']['output'];
  resume_skills_and_achievement_score: Scalars['Int']['output'];
  resume_word_count: Scalars['Int']['output'];
  resume_work_ex_score: Scalars['Int']['output'];
};

export type SearchResultCourseType = {
  __typename?: 'SearchResultCourseType';
  /** Logged-in variant only. */
  admitChances: Maybe<Scalars['Int']['output']>;
  /** Logged-in variant only; null for NA. */
  admitRange: Maybe<AdmitRangeType>;
  /** Logged-in variant only. */
  category: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  climate: Scalars['String']['output'];
  /** Months. */
  course_duration: Scalars['Int']['output'];
  course_id: Scalars['Int']['output'];
  course_name: Scalars['String']['output'];
  course_ranking: Scalars['Int']['output'];
  degree_code: Scalars['String']['output'];
  english_scores: EnglishRequirementType;
  gpa_avg: Scalars['Float']['output'];
  gpa_min: Scalars['Float']['output'];
  gre_avg: Maybe<Scalars['Int']['output']>;
  network_building: Scalars['String']['output'];
  overall_acceptance_rate: Scalars['Float']['output'];
  /** Logged-in variant only. */
  preference_match: Maybe<Scalars['Int']['output']>;
  state: Scalars['String']['output'];
  tuition: Scalars['Int']['output'];
  university_id: Scalars['Int']['output'];
  university_name: Scalars['String']['output'];
  university_type: Scalars['String']['output'];
};

export type SectionScoresInput = {
  listening?: InputMaybe<Scalars['Float']['input']>;
  reading?: InputMaybe<Scalars['Float']['input']>;
  speaking?: InputMaybe<Scalars['Float']['input']>;
  writing?: InputMaybe<Scalars['Float']['input']>;
};

/** The signed-in student's session (the spec's stored user). */
export type SessionUserType = {
  __typename?: 'SessionUserType';
  applying_semester: Maybe<Scalars['String']['output']>;
  /** International Student or Domestic Student. */
  category: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** End of the session, in ms since the epoch. */
  expiry: Scalars['Float']['output'];
  firstname: Scalars['String']['output'];
  student_id: Scalars['String']['output'];
};

export type ShortlistRecalculationType = {
  __typename?: 'ShortlistRecalculationType';
  /** done, queued (still running) or failed. */
  status: Scalars['String']['output'];
  updated: Maybe<Scalars['Int']['output']>;
};

export type ShortlistingPreferencesType = {
  __typename?: 'ShortlistingPreferencesType';
  course_ranking: Array<Scalars['Int']['output']>;
  location: Array<Scalars['String']['output']>;
  tuition: Array<Scalars['Int']['output']>;
  weather: Array<Scalars['String']['output']>;
};

export type StudentInfoInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  dob?: InputMaybe<Scalars['String']['input']>;
  firstname: Scalars['String']['input'];
  gender?: InputMaybe<Scalars['String']['input']>;
  lastname: Scalars['String']['input'];
  nationality?: InputMaybe<Scalars['String']['input']>;
  undergrad_university?: InputMaybe<Scalars['String']['input']>;
};

export type StudentInfoType = {
  __typename?: 'StudentInfoType';
  category: Scalars['String']['output'];
  /** False while the category is the default a third-party sign-up gave, not yet confirmed by the student. */
  category_confirmed: Scalars['Boolean']['output'];
  /** YYYY-MM-DD. */
  dob: Maybe<Scalars['String']['output']>;
  email_id: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  gender: Maybe<Scalars['String']['output']>;
  lastname: Scalars['String']['output'];
  nationality: Maybe<Scalars['String']['output']>;
  phone_number: Maybe<Scalars['String']['output']>;
  student_id: Scalars['String']['output'];
  undergrad_university: Maybe<Scalars['String']['output']>;
};

export type StudentProfileType = {
  __typename?: 'StudentProfileType';
  studentInfo: StudentInfoType;
  studentStats: StudentStatsType;
};

export type StudentStatsInput = {
  applying_semester?: InputMaybe<Scalars['String']['input']>;
  conferences?: InputMaybe<Array<Scalars['String']['input']>>;
  courses?: InputMaybe<Array<Scalars['String']['input']>>;
  current_education?: InputMaybe<Scalars['String']['input']>;
  degree?: InputMaybe<Scalars['String']['input']>;
  english_scores?: InputMaybe<EnglishScoresInput>;
  extracurricular_activities?: InputMaybe<Array<ActivityInput>>;
  gpa?: InputMaybe<Scalars['Float']['input']>;
  gpa_ten_scale?: InputMaybe<Scalars['Float']['input']>;
  gre?: InputMaybe<GreScoresInput>;
  program?: InputMaybe<Scalars['String']['input']>;
  research_papers?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The form being saved: academic, tests, work, conferences, research or extracurricular. */
  section?: InputMaybe<Scalars['String']['input']>;
  undergrad_course?: InputMaybe<UndergradCourseInput>;
  work_ex?: InputMaybe<WorkExperienceInput>;
};

export type StudentStatsType = {
  __typename?: 'StudentStatsType';
  answered_sections: Array<Scalars['String']['output']>;
  applying_semester: Maybe<Scalars['String']['output']>;
  conferences: Maybe<Array<Scalars['String']['output']>>;
  course_names: Maybe<Array<Scalars['String']['output']>>;
  courses: Maybe<Array<Scalars['String']['output']>>;
  current_education: Maybe<Scalars['String']['output']>;
  degree: Maybe<Scalars['String']['output']>;
  english_scores: Maybe<EnglishScoresType>;
  extracurricular_activities: Maybe<Array<ActivityType>>;
  /** Four-point. */
  gpa: Maybe<Scalars['Float']['output']>;
  gpa_ten_scale: Maybe<Scalars['Float']['output']>;
  gre: Maybe<GreScoresType>;
  /** Area of study. */
  program: Maybe<Scalars['String']['output']>;
  research_papers: Maybe<Array<Scalars['String']['output']>>;
  student_id: Scalars['String']['output'];
  undergrad_course: Maybe<UndergradCourseType>;
  work_ex: Maybe<WorkExperienceType>;
};

/** A student's account (profile fields come with the profile issue). */
export type StudentType = {
  __typename?: 'StudentType';
  applying_semester: Maybe<Scalars['String']['output']>;
  category: Scalars['String']['output'];
  created_at: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  student_id: Scalars['String']['output'];
};

export type ToeflRequirementType = {
  __typename?: 'ToeflRequirementType';
  total_score: Scalars['Int']['output'];
};

export type UndergradCourseInput = {
  course_code?: InputMaybe<Scalars['String']['input']>;
  course_name?: InputMaybe<Scalars['String']['input']>;
};

export type UndergradCourseType = {
  __typename?: 'UndergradCourseType';
  course_code: Scalars['String']['output'];
  course_name: Scalars['String']['output'];
};

export type UniversityFiltersInput = {
  climate?: InputMaybe<Array<Scalars['String']['input']>>;
  courses?: InputMaybe<Array<Scalars['String']['input']>>;
  gpaRange?: InputMaybe<Array<Scalars['Float']['input']>>;
  greRange?: InputMaybe<Array<Scalars['Float']['input']>>;
  ieltsRange?: InputMaybe<Array<Scalars['Float']['input']>>;
  rankRange?: InputMaybe<Array<Scalars['Float']['input']>>;
  states?: InputMaybe<Array<Scalars['String']['input']>>;
  toeflRange?: InputMaybe<Array<Scalars['Float']['input']>>;
  tuitionRange?: InputMaybe<Array<Scalars['Float']['input']>>;
  universityType?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A university suggested for a search box. */
export type UniversitySuggestionType = {
  __typename?: 'UniversitySuggestionType';
  universityId: Scalars['Int']['output'];
  universityName: Scalars['String']['output'];
};

/** A US university of the catalogue. */
export type UniversityType = {
  __typename?: 'UniversityType';
  /** Percent, 0-100. */
  acceptanceRate: Scalars['Float']['output'];
  city: Scalars['String']['output'];
  /** Warm, Hot or Cold. */
  climate: Scalars['String']['output'];
  /** Number of graduate programs in the catalogue. */
  courseCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** R1 or R2. */
  researchTier: Scalars['String']['output'];
  /** Two-letter state code. */
  state: Scalars['String']['output'];
  /** USD a year. */
  tuition: Scalars['Int']['output'];
  universityId: Scalars['Int']['output'];
  /** Public or Private. */
  universityType: Scalars['String']['output'];
  website: Maybe<Scalars['String']['output']>;
};

/** The chance with one thing about the student changed. */
export type WhatIfType = {
  __typename?: 'WhatIfType';
  admitChances: Scalars['Int']['output'];
  category: Scalars['String']['output'];
  change: Scalars['String']['output'];
  /** Percentage points against the current chance. */
  delta: Scalars['Int']['output'];
  /** gpa, gre, english or paper. */
  kind: Scalars['String']['output'];
};

export type WorkExperienceInput = {
  full?: InputMaybe<Scalars['Float']['input']>;
  internship?: InputMaybe<Scalars['Float']['input']>;
};

export type WorkExperienceType = {
  __typename?: 'WorkExperienceType';
  /** Full-time months. */
  full: Scalars['Int']['output'];
  internship: Scalars['Int']['output'];
};

export type UniversityDetailsQueryVariables = Exact<{
  universityId: number;
}>;


export type UniversityDetailsQuery = { university: { universityId: number, name: string, city: string, state: string, website: string | null, universityType: string, acceptanceRate: number, tuition: number, researchTier: string, courseCount: number } | null };


export const UniversityDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UniversityDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"universityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"university"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"universityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"universityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"universityId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"universityType"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceRate"}},{"kind":"Field","name":{"kind":"Name","value":"tuition"}},{"kind":"Field","name":{"kind":"Name","value":"researchTier"}},{"kind":"Field","name":{"kind":"Name","value":"courseCount"}}]}}]}}]} as unknown as DocumentNode<UniversityDetailsQuery, UniversityDetailsQueryVariables>;
