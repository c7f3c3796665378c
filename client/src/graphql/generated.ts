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
};

/** A course suggested for a search box. */
export type CourseSuggestionType = {
  __typename?: 'CourseSuggestionType';
  courseCode: Scalars['String']['output'];
  courseName: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
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


export type QueryUniversityArgs = {
  universityId: Scalars['Int']['input'];
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
