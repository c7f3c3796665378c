/** A US university of the catalogue (real facts from federal data: see docs/catalogue.md). */

import { defineEntity, type InferEntity, p } from "@mikro-orm/core";

export const University = defineEntity({
  name: "University",
  tableName: "university",
  // Searched through its names in university_search_term, not a column of its own.
  properties: {
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
