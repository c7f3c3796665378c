/** A US university of the catalogue (real facts from federal data: see docs/catalogue.md). */

import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { searchIndexes, searchKeyGenerated } from "./search-indexes";

export const University = defineEntity({
  name: "University",
  tableName: "university",
  indexes: searchIndexes("university"),
  properties: {
    /** Lower-cased search text, computed by PostgreSQL (see search-indexes.ts). */
    searchKey: p.text().generated(searchKeyGenerated("university")).hidden().lazy(),
    id: p.integer().primary().autoincrement(false),
    name: p.string().length(200).unique(),
    city: p.string().length(100),
    state: p.string().length(2).index(),
    website: p.string().length(300).nullable(),
    /** Where its admissions emails come from (and their subdomains); docs/catalogue.md. */
    mailDomains: p.json<string[]>(),
    universityType: p.string().length(10).index(),
    acceptanceRate: p.decimal("number").precision(5).scale(2),
    tuition: p.integer(),
    climate: p.string().length(10).index(),
    meanTemperatureF: p.decimal("number").precision(5).scale(1),
    researchTier: p.string().length(2),
    latitude: p.double().nullable(),
    longitude: p.double().nullable(),
  },
});
export type IUniversity = InferEntity<typeof University>;
