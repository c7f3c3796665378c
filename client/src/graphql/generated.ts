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

/** A course suggested for a search box. */
export type CourseSuggestionType = {
  __typename?: 'CourseSuggestionType';
  courseCode: Scalars['String']['output'];
  courseName: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Sends a message to the team. */
  contact: Scalars['Boolean']['output'];
  /** Sends a reset link if the account exists; the answer is the same either way. */
  forgotPassword: Scalars['String']['output'];
  /** Signs in; rate limited per account and per IP. */
  login: SessionUserType;
  /** Ends the session on this browser and revokes its tokens. */
  logout: Scalars['Boolean']['output'];
  /** Rotates the refresh cookie and renews the session. */
  refreshToken: SessionUserType;
  /** Creates an account and signs it in. */
  register: SessionUserType;
  /** Sets a new password with a reset link's token (once), ending every session. */
  resetPassword: Scalars['Boolean']['output'];
  /** Feedback with 1-5 stars; tied to the student when signed in. */
  submitFeedback: Scalars['Boolean']['output'];
};


export type MutationContactArgs = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
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

export type Query = {
  __typename?: 'Query';
  /** The signed-in student, or null. */
  me: Maybe<SessionUserType>;
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
  /** One student: their own record, or any with a staff key. */
  student: Maybe<StudentType>;
  /** Students, newest first (staff only). */
  students: Array<StudentType>;
  /** One university, or null. */
  university: Maybe<UniversityType>;
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


export type QueryStudentArgs = {
  studentId: Scalars['String']['input'];
};


export type QueryStudentsArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


export type QueryUniversityArgs = {
  universityId: Scalars['Int']['input'];
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

export type UniversityDetailsQueryVariables = Exact<{
  universityId: number;
}>;


export type UniversityDetailsQuery = { university: { universityId: number, name: string, city: string, state: string, website: string | null, universityType: string, acceptanceRate: number, tuition: number, researchTier: string, courseCount: number } | null };


export const UniversityDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UniversityDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"universityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"university"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"universityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"universityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"universityId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"universityType"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceRate"}},{"kind":"Field","name":{"kind":"Name","value":"tuition"}},{"kind":"Field","name":{"kind":"Name","value":"researchTier"}},{"kind":"Field","name":{"kind":"Name","value":"courseCount"}}]}}]}}]} as unknown as DocumentNode<UniversityDetailsQuery, UniversityDetailsQueryVariables>;
