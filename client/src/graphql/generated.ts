// This file is generated: do not edit it by hand.
// Source: gateway/schema.graphql and the client/src/**/*.graphql documents.
// Regenerate with: npm run --workspace client codegen
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Every field of the schema's Query type. */
export type QueryField = "courseDetails" | "courseStatsForShortlisting" | "filterUniversities" | "latestResume" | "me" | "resumes" | "searchConferences" | "searchCourses" | "searchJournals" | "searchUndergradUniversities" | "searchUniversities" | "shortlistingPreferences" | "student" | "studentProfile" | "studentProfileStrength" | "studentProgress" | "students" | "university" | "universityCourses" | "universityCoursesForStudent";
/** Every field of the schema's Mutation type. */
export type MutationField = "checkAndAddCourse" | "contact" | "editPreferences" | "forgotPassword" | "login" | "logout" | "recalculateShortlist" | "refreshToken" | "register" | "resetPassword" | "submitFeedback" | "updateStudentInfo" | "updateStudentStats";

export type ActivityInput = {
  achievement?: string | null | undefined;
  activityType?: string | null | undefined;
  level?: string | null | undefined;
  organization?: string | null | undefined;
  role?: string | null | undefined;
};

export type EnglishScoresInput = {
  ielts?: SectionScoresInput | null | undefined;
  toefl?: SectionScoresInput | null | undefined;
};

export type GreScoresInput = {
  analytical_writing?: number | null | undefined;
  quantitative?: number | null | undefined;
  verbal?: number | null | undefined;
};

export type SectionScoresInput = {
  listening?: number | null | undefined;
  reading?: number | null | undefined;
  speaking?: number | null | undefined;
  writing?: number | null | undefined;
};

export type StudentInfoInput = {
  category?: string | null | undefined;
  dob?: string | null | undefined;
  firstname: string;
  gender?: string | null | undefined;
  lastname: string;
  nationality?: string | null | undefined;
  undergrad_university?: string | null | undefined;
};

export type StudentStatsInput = {
  applying_semester?: string | null | undefined;
  conferences?: Array<string> | null | undefined;
  courses?: Array<string> | null | undefined;
  current_education?: string | null | undefined;
  degree?: string | null | undefined;
  english_scores?: EnglishScoresInput | null | undefined;
  extracurricular_activities?: Array<ActivityInput> | null | undefined;
  gpa?: number | null | undefined;
  gpa_ten_scale?: number | null | undefined;
  gre?: GreScoresInput | null | undefined;
  program?: string | null | undefined;
  research_papers?: Array<string> | null | undefined;
  /** The form being saved: academic, tests, work, conferences, research or extracurricular. */
  section?: string | null | undefined;
  undergrad_course?: UndergradCourseInput | null | undefined;
  work_ex?: WorkExperienceInput | null | undefined;
};

export type UndergradCourseInput = {
  course_code?: string | null | undefined;
  course_name?: string | null | undefined;
};

export type WorkExperienceInput = {
  full?: number | null | undefined;
  internship?: number | null | undefined;
};

export type SearchUndergradUniversitiesQueryVariables = Exact<{
  searchQuery: string;
}>;


export type SearchUndergradUniversitiesQuery = { searchUndergradUniversities: Array<string> };

export type SearchCoursesQueryVariables = Exact<{
  searchQuery: string;
}>;


export type SearchCoursesQuery = { searchCourses: Array<{ courseCode: string, courseName: string }> };

export type SearchConferencesQueryVariables = Exact<{
  searchQuery: string;
}>;


export type SearchConferencesQuery = { searchConferences: Array<string> };

export type SearchJournalsQueryVariables = Exact<{
  searchQuery: string;
}>;


export type SearchJournalsQuery = { searchJournals: Array<string> };

export type SearchUniversitiesQueryVariables = Exact<{
  searchQuery: string;
}>;


export type SearchUniversitiesQuery = { searchUniversities: Array<{ universityId: number, universityName: string }> };

export type ContactMutationVariables = Exact<{
  name: string;
  email: string;
  message: string;
}>;


export type ContactMutation = { contact: boolean };

export type StudentInfoFieldsFragment = { student_id: string, firstname: string, lastname: string, nationality: string | null, phone_number: string | null, dob: string | null, gender: string | null, email_id: string, category: string, undergrad_university: string | null, category_confirmed: boolean };

export type EnglishTestFieldsFragment = { writing: number, reading: number, speaking: number, listening: number, total_score: number | null, overall_band: number | null };

export type StudentStatsFieldsFragment = { student_id: string, degree: string | null, program: string | null, courses: Array<string> | null, course_names: Array<string> | null, current_education: string | null, gpa: number | null, research_papers: Array<string> | null, applying_semester: string | null, gpa_ten_scale: number | null, conferences: Array<string> | null, answered_sections: Array<string>, english_scores: { toefl: { writing: number, reading: number, speaking: number, listening: number, total_score: number | null, overall_band: number | null } | null, ielts: { writing: number, reading: number, speaking: number, listening: number, total_score: number | null, overall_band: number | null } | null } | null, gre: { verbal: number, quantitative: number, analytical_writing: number, total: number } | null, work_ex: { full: number, internship: number } | null, extracurricular_activities: Array<{ activityType: string, organization: string | null, role: string | null, level: string | null, achievement: string | null }> | null, undergrad_course: { course_name: string, course_code: string } | null };

export type StudentProfileQueryVariables = Exact<{
  studentId: string;
}>;


export type StudentProfileQuery = { studentProfile: { studentInfo: { student_id: string, firstname: string, lastname: string, nationality: string | null, phone_number: string | null, dob: string | null, gender: string | null, email_id: string, category: string, undergrad_university: string | null, category_confirmed: boolean }, studentStats: { student_id: string, degree: string | null, program: string | null, courses: Array<string> | null, course_names: Array<string> | null, current_education: string | null, gpa: number | null, research_papers: Array<string> | null, applying_semester: string | null, gpa_ten_scale: number | null, conferences: Array<string> | null, answered_sections: Array<string>, english_scores: { toefl: { writing: number, reading: number, speaking: number, listening: number, total_score: number | null, overall_band: number | null } | null, ielts: { writing: number, reading: number, speaking: number, listening: number, total_score: number | null, overall_band: number | null } | null } | null, gre: { verbal: number, quantitative: number, analytical_writing: number, total: number } | null, work_ex: { full: number, internship: number } | null, extracurricular_activities: Array<{ activityType: string, organization: string | null, role: string | null, level: string | null, achievement: string | null }> | null, undergrad_course: { course_name: string, course_code: string } | null } } };

export type ProfileStrengthQueryVariables = Exact<{
  studentId: string;
}>;


export type ProfileStrengthQuery = { studentProfileStrength: { abScore: number | null, sop_overall_score: number | null, resume_overall_score: number | null } };

export type StudentProgressQueryVariables = Exact<{
  studentId: string;
}>;


export type StudentProgressQuery = { studentProgress: { totalPercentage: number, currentLevelNumber: number, currentLevelName: string, nextLevelName: string | null } };

export type UpdateStudentInfoMutationVariables = Exact<{
  studentId: string;
  input: StudentInfoInput;
}>;


export type UpdateStudentInfoMutation = { updateStudentInfo: { student_id: string, firstname: string, lastname: string, nationality: string | null, phone_number: string | null, dob: string | null, gender: string | null, email_id: string, category: string, undergrad_university: string | null, category_confirmed: boolean } };

export type UpdateStudentStatsMutationVariables = Exact<{
  studentId: string;
  input: StudentStatsInput;
}>;


export type UpdateStudentStatsMutation = { updateStudentStats: { student_id: string, degree: string | null, program: string | null, courses: Array<string> | null, course_names: Array<string> | null, current_education: string | null, gpa: number | null, research_papers: Array<string> | null, applying_semester: string | null, gpa_ten_scale: number | null, conferences: Array<string> | null, answered_sections: Array<string>, english_scores: { toefl: { writing: number, reading: number, speaking: number, listening: number, total_score: number | null, overall_band: number | null } | null, ielts: { writing: number, reading: number, speaking: number, listening: number, total_score: number | null, overall_band: number | null } | null } | null, gre: { verbal: number, quantitative: number, analytical_writing: number, total: number } | null, work_ex: { full: number, internship: number } | null, extracurricular_activities: Array<{ activityType: string, organization: string | null, role: string | null, level: string | null, achievement: string | null }> | null, undergrad_course: { course_name: string, course_code: string } | null } };

export type RecalculateShortlistMutationVariables = Exact<{
  studentId: string;
}>;


export type RecalculateShortlistMutation = { recalculateShortlist: { status: string, updated: number | null } };

export type UniversityDetailsQueryVariables = Exact<{
  universityId: number;
}>;


export type UniversityDetailsQuery = { university: { universityId: number, name: string, city: string, state: string, website: string | null, universityType: string, acceptanceRate: number, tuition: number, researchTier: string, courseCount: number } | null };

export const StudentInfoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentInfoType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student_id"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"phone_number"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"email_id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"undergrad_university"}},{"kind":"Field","name":{"kind":"Name","value":"category_confirmed"}}]}}]} as unknown as DocumentNode<StudentInfoFieldsFragment, unknown>;
export const EnglishTestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnglishTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnglishTestScoresType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"writing"}},{"kind":"Field","name":{"kind":"Name","value":"reading"}},{"kind":"Field","name":{"kind":"Name","value":"speaking"}},{"kind":"Field","name":{"kind":"Name","value":"listening"}},{"kind":"Field","name":{"kind":"Name","value":"total_score"}},{"kind":"Field","name":{"kind":"Name","value":"overall_band"}}]}}]} as unknown as DocumentNode<EnglishTestFieldsFragment, unknown>;
export const StudentStatsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentStatsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentStatsType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student_id"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"program"}},{"kind":"Field","name":{"kind":"Name","value":"courses"}},{"kind":"Field","name":{"kind":"Name","value":"course_names"}},{"kind":"Field","name":{"kind":"Name","value":"current_education"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"english_scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toefl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnglishTestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ielts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnglishTestFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"gre"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verbal"}},{"kind":"Field","name":{"kind":"Name","value":"quantitative"}},{"kind":"Field","name":{"kind":"Name","value":"analytical_writing"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"work_ex"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"full"}},{"kind":"Field","name":{"kind":"Name","value":"internship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extracurricular_activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityType"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"achievement"}}]}},{"kind":"Field","name":{"kind":"Name","value":"research_papers"}},{"kind":"Field","name":{"kind":"Name","value":"applying_semester"}},{"kind":"Field","name":{"kind":"Name","value":"gpa_ten_scale"}},{"kind":"Field","name":{"kind":"Name","value":"undergrad_course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course_name"}},{"kind":"Field","name":{"kind":"Name","value":"course_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conferences"}},{"kind":"Field","name":{"kind":"Name","value":"answered_sections"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnglishTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnglishTestScoresType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"writing"}},{"kind":"Field","name":{"kind":"Name","value":"reading"}},{"kind":"Field","name":{"kind":"Name","value":"speaking"}},{"kind":"Field","name":{"kind":"Name","value":"listening"}},{"kind":"Field","name":{"kind":"Name","value":"total_score"}},{"kind":"Field","name":{"kind":"Name","value":"overall_band"}}]}}]} as unknown as DocumentNode<StudentStatsFieldsFragment, unknown>;
export const SearchUndergradUniversitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchUndergradUniversities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchQuery"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchUndergradUniversities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchQuery"}}}]}]}}]} as unknown as DocumentNode<SearchUndergradUniversitiesQuery, SearchUndergradUniversitiesQueryVariables>;
export const SearchCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchQuery"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseCode"}},{"kind":"Field","name":{"kind":"Name","value":"courseName"}}]}}]}}]} as unknown as DocumentNode<SearchCoursesQuery, SearchCoursesQueryVariables>;
export const SearchConferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchConferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchQuery"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchConferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchQuery"}}}]}]}}]} as unknown as DocumentNode<SearchConferencesQuery, SearchConferencesQueryVariables>;
export const SearchJournalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchJournals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchQuery"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchJournals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchQuery"}}}]}]}}]} as unknown as DocumentNode<SearchJournalsQuery, SearchJournalsQueryVariables>;
export const SearchUniversitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchUniversities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchQuery"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchUniversities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"universityId"}},{"kind":"Field","name":{"kind":"Name","value":"universityName"}}]}}]}}]} as unknown as DocumentNode<SearchUniversitiesQuery, SearchUniversitiesQueryVariables>;
export const ContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Contact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}]}]}}]} as unknown as DocumentNode<ContactMutation, ContactMutationVariables>;
export const StudentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentInfoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studentStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentStatsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnglishTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnglishTestScoresType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"writing"}},{"kind":"Field","name":{"kind":"Name","value":"reading"}},{"kind":"Field","name":{"kind":"Name","value":"speaking"}},{"kind":"Field","name":{"kind":"Name","value":"listening"}},{"kind":"Field","name":{"kind":"Name","value":"total_score"}},{"kind":"Field","name":{"kind":"Name","value":"overall_band"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentInfoType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student_id"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"phone_number"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"email_id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"undergrad_university"}},{"kind":"Field","name":{"kind":"Name","value":"category_confirmed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentStatsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentStatsType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student_id"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"program"}},{"kind":"Field","name":{"kind":"Name","value":"courses"}},{"kind":"Field","name":{"kind":"Name","value":"course_names"}},{"kind":"Field","name":{"kind":"Name","value":"current_education"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"english_scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toefl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnglishTestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ielts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnglishTestFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"gre"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verbal"}},{"kind":"Field","name":{"kind":"Name","value":"quantitative"}},{"kind":"Field","name":{"kind":"Name","value":"analytical_writing"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"work_ex"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"full"}},{"kind":"Field","name":{"kind":"Name","value":"internship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extracurricular_activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityType"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"achievement"}}]}},{"kind":"Field","name":{"kind":"Name","value":"research_papers"}},{"kind":"Field","name":{"kind":"Name","value":"applying_semester"}},{"kind":"Field","name":{"kind":"Name","value":"gpa_ten_scale"}},{"kind":"Field","name":{"kind":"Name","value":"undergrad_course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course_name"}},{"kind":"Field","name":{"kind":"Name","value":"course_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conferences"}},{"kind":"Field","name":{"kind":"Name","value":"answered_sections"}}]}}]} as unknown as DocumentNode<StudentProfileQuery, StudentProfileQueryVariables>;
export const ProfileStrengthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileStrength"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentProfileStrength"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abScore"}},{"kind":"Field","name":{"kind":"Name","value":"sop_overall_score"}},{"kind":"Field","name":{"kind":"Name","value":"resume_overall_score"}}]}}]}}]} as unknown as DocumentNode<ProfileStrengthQuery, ProfileStrengthQueryVariables>;
export const StudentProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"currentLevelNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currentLevelName"}},{"kind":"Field","name":{"kind":"Name","value":"nextLevelName"}}]}}]}}]} as unknown as DocumentNode<StudentProgressQuery, StudentProgressQueryVariables>;
export const UpdateStudentInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudentInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudentInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentInfoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentInfoType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student_id"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"phone_number"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"email_id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"undergrad_university"}},{"kind":"Field","name":{"kind":"Name","value":"category_confirmed"}}]}}]} as unknown as DocumentNode<UpdateStudentInfoMutation, UpdateStudentInfoMutationVariables>;
export const UpdateStudentStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudentStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentStatsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudentStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentStatsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnglishTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnglishTestScoresType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"writing"}},{"kind":"Field","name":{"kind":"Name","value":"reading"}},{"kind":"Field","name":{"kind":"Name","value":"speaking"}},{"kind":"Field","name":{"kind":"Name","value":"listening"}},{"kind":"Field","name":{"kind":"Name","value":"total_score"}},{"kind":"Field","name":{"kind":"Name","value":"overall_band"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentStatsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentStatsType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student_id"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"program"}},{"kind":"Field","name":{"kind":"Name","value":"courses"}},{"kind":"Field","name":{"kind":"Name","value":"course_names"}},{"kind":"Field","name":{"kind":"Name","value":"current_education"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"english_scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toefl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnglishTestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ielts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnglishTestFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"gre"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verbal"}},{"kind":"Field","name":{"kind":"Name","value":"quantitative"}},{"kind":"Field","name":{"kind":"Name","value":"analytical_writing"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"work_ex"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"full"}},{"kind":"Field","name":{"kind":"Name","value":"internship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extracurricular_activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityType"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"achievement"}}]}},{"kind":"Field","name":{"kind":"Name","value":"research_papers"}},{"kind":"Field","name":{"kind":"Name","value":"applying_semester"}},{"kind":"Field","name":{"kind":"Name","value":"gpa_ten_scale"}},{"kind":"Field","name":{"kind":"Name","value":"undergrad_course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course_name"}},{"kind":"Field","name":{"kind":"Name","value":"course_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conferences"}},{"kind":"Field","name":{"kind":"Name","value":"answered_sections"}}]}}]} as unknown as DocumentNode<UpdateStudentStatsMutation, UpdateStudentStatsMutationVariables>;
export const RecalculateShortlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecalculateShortlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recalculateShortlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}}]}}]} as unknown as DocumentNode<RecalculateShortlistMutation, RecalculateShortlistMutationVariables>;
export const UniversityDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UniversityDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"universityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"university"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"universityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"universityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"universityId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"universityType"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceRate"}},{"kind":"Field","name":{"kind":"Name","value":"tuition"}},{"kind":"Field","name":{"kind":"Name","value":"researchTier"}},{"kind":"Field","name":{"kind":"Name","value":"courseCount"}}]}}]}}]} as unknown as DocumentNode<UniversityDetailsQuery, UniversityDetailsQueryVariables>;
