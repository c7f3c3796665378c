/** Reference lists behind the profile forms' suggestions: undergrad universities and courses, venues. */

import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { searchIndexes, searchKeyGenerated } from "./search-indexes";

export const UndergradUniversity = defineEntity({
  name: "UndergradUniversity",
  tableName: "undergrad_university",
  indexes: searchIndexes("undergrad_university"),
  properties: {
    /** Lower-cased search text, computed by PostgreSQL (see search-indexes.ts). */
    searchKey: p.text().generated(searchKeyGenerated("undergrad_university")).hidden().lazy(),
    id: p.integer().primary(),
    name: p.string().length(300),
    country: p.string().length(100),
    countryCode: p.string().length(2),
    stateProvince: p.string().length(200).nullable(),
  },
  uniques: [{ properties: ["name", "countryCode"] }],
});

export const UndergradCourse = defineEntity({
  name: "UndergradCourse",
  tableName: "undergrad_course",
  indexes: searchIndexes("undergrad_course"),
  properties: {
    /** Lower-cased search text, computed by PostgreSQL (see search-indexes.ts). */
    searchKey: p.text().generated(searchKeyGenerated("undergrad_course")).hidden().lazy(),
    id: p.integer().primary(),
    courseName: p.string().length(200).unique(),
    courseCode: p.string().length(4),
  },
});

export const Conference = defineEntity({
  name: "Conference",
  tableName: "conference",
  indexes: searchIndexes("conference"),
  properties: {
    /** Lower-cased search text, computed by PostgreSQL (see search-indexes.ts). */
    searchKey: p.text().generated(searchKeyGenerated("conference")).hidden().lazy(),
    id: p.integer().primary(),
    name: p.string().length(300).unique(),
    acronym: p.string().length(30),
    field: p.string().length(100),
  },
});

export const Journal = defineEntity({
  name: "Journal",
  tableName: "journal",
  indexes: searchIndexes("journal"),
  properties: {
    /** Lower-cased search text, computed by PostgreSQL (see search-indexes.ts). */
    searchKey: p.text().generated(searchKeyGenerated("journal")).hidden().lazy(),
    id: p.integer().primary(),
    name: p.string().length(300).unique(),
    publisher: p.string().length(100),
    field: p.string().length(100),
  },
});

export type IUndergradUniversity = InferEntity<typeof UndergradUniversity>;
export type IUndergradCourse = InferEntity<typeof UndergradCourse>;
export type IConference = InferEntity<typeof Conference>;
export type IJournal = InferEntity<typeof Journal>;
