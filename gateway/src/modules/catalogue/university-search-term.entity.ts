/**
 * The names a university is found by: its own and its aliases (docs/catalogue.md, "Aliases"),
 * one row each, written by the catalogue import. Suggestions search these and answer the name.
 */
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { SEARCH_TERM_ORDER, searchIndexes, searchKeyGenerated } from "./search-indexes";
import { University } from "./university.entity";

export const UniversitySearchTerm = defineEntity({
  name: "UniversitySearchTerm",
  tableName: "university_search_term",
  indexes: searchIndexes("university_search_term", SEARCH_TERM_ORDER),
  properties: {
    /** Lower-cased search text, computed by PostgreSQL (see search-indexes.ts). */
    searchKey: p.text().generated(searchKeyGenerated("university_search_term")).hidden().lazy(),
    university: () => p.manyToOne(University).primary().deleteRule("cascade"),
    term: p.string().length(200).primary(),
    /** The university's name, what a suggestion answers: copied so it reads this table alone. */
    universityName: p.string().length(200),
    /** The university's mastersAwarded, copied here so one index serves the order. */
    mastersAwarded: p.integer(),
  },
});
export type IUniversitySearchTerm = InferEntity<typeof UniversitySearchTerm>;
