/** The search boxes' suggestions (spec tables): at most 10, prefix matches first. */
import type { CourseSuggestion, UniversitySuggestion } from "../search";
import { defineRoute } from "./contract";
import { suggestionQuery } from "./inputs";
import { PATHS } from "./paths";

const tag = "Suggestions";
const common = {
  method: "GET",
  guard: "public",
  tag,
  query: suggestionQuery,
} as const;

export const catalogueRoutes = {
  searchUniversities: defineRoute<UniversitySuggestion[]>()({
    ...common,
    name: "searchUniversities",
    path: PATHS.catalogue.searchUniversities,
    summary: "Universities of the catalogue whose name matches.",
  }),
  searchUndergradUniversity: defineRoute<string[]>()({
    ...common,
    name: "searchUndergradUniversity",
    path: PATHS.catalogue.searchUndergradUniversity,
    summary: "Undergraduate universities worldwide whose name matches.",
  }),
  searchCourse: defineRoute<CourseSuggestion[]>()({
    ...common,
    name: "searchCourse",
    path: PATHS.catalogue.searchCourse,
    summary: "Undergraduate courses whose name matches.",
  }),
  searchConference: defineRoute<string[]>()({
    ...common,
    name: "searchConference",
    path: PATHS.catalogue.searchConference,
    summary: "Conferences whose name matches.",
  }),
  searchJournal: defineRoute<string[]>()({
    ...common,
    name: "searchJournal",
    path: PATHS.catalogue.searchJournal,
    summary: "Journals whose name matches.",
  }),
} as const;
