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
    /** Public, Private nonprofit or Private for-profit (IPEDS); null: not known. */
    control: p.string().length(20).nullable(),
    /** Undergraduate admission rate; null: not known. Never shown as a program's rate. */
    acceptanceRate: p.decimal("number").precision(5).scale(2).nullable(),
    /** Graduate tuition and fees, USD a year, out of state; null: not reported. */
    tuition: p.integer().nullable(),
    tuitionInState: p.integer().nullable(),
    climate: p.string().length(10).index(),
    meanTemperatureF: p.decimal("number").precision(5).scale(1),
    /** R1 or R2; null: neither. */
    researchTier: p.string().length(2).nullable(),
    /** The university's own application page (IPEDS APPLURL); null: not known. */
    applicationUrl: p.string().length(300).nullable(),
    latitude: p.double().nullable(),
    longitude: p.double().nullable(),
    /** Set when an import dropped it while a retired course of it is kept (db/catalogue-moves.ts). */
    retiredAt: p.datetime().nullable(),
  },
});
export type IUniversity = InferEntity<typeof University>;
