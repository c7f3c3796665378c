/**
 * A graduate program (course) of a university. A figure no open source publishes is null when
 * it is not known (never 0); the IPEDS figures (graduates, tuition) carry their source.
 */
import type { CatalogueSourceKey, Deadlines } from "@gradplan/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { University } from "./university.entity";

export interface GreRequirement {
  international: string;
  domestic: string;
}

export const Course = defineEntity({
  name: "Course",
  tableName: "course",
  // Search pages walk this index in their order (rank, then program size) and stop after a page.
  indexes: [
    {
      name: "course_search_order_index",
      expression: `create index "course_search_order_index" on "course" ("course_ranking" asc nulls last, "graduates_latest" desc nulls last, "id" asc)`,
    },
  ],
  properties: {
    id: p.integer().primary().autoincrement(false),
    university: () => p.manyToOne(University).index(),
    courseName: p.string().length(200),
    degreeCode: p.string().length(4).index(),
    degree: p.string().length(20),
    courseRanking: p.integer().nullable().index(),
    tuition: p.integer().nullable().index(),
    courseDurationMonths: p.integer().nullable(),
    acceptanceRate: p.decimal("number").precision(5).scale(2).nullable(),
    greAvg: p.integer().nullable().index(),
    greMin: p.integer().nullable(),
    gpaAvg: p.decimal("number").precision(3).scale(2).nullable().index(),
    gpaMin: p.decimal("number").precision(3).scale(2).nullable(),
    toeflMin: p.integer().nullable().index(),
    ieltsMin: p.decimal("number").precision(2).scale(1).nullable().index(),
    greRequired: p.json<GreRequirement>().nullable(),
    networkBuilding: p.string().length(20).nullable(),
    deadlines: p.json<Deadlines>().nullable(),
    /** USD a year for an in-state student (public universities); null: not known. */
    tuitionInState: p.integer().nullable(),
    /** The IPEDS CIP 2020 codes the program groups. */
    cipCodes: p.json<string[]>().nullable(),
    /** Master's degrees awarded per award year ("2024" = 2023-24); null: not known. */
    graduates: p.json<Record<string, number>>().nullable(),
    /** The 2024 count of `graduates`, a column of its own so search can order by it. */
    graduatesLatest: p.integer().nullable(),
    /** Which source each figure comes from (CATALOGUE_SOURCES keys), by figure. */
    sources: p.json<Partial<Record<"tuition" | "graduates", CatalogueSourceKey>>>().nullable(),
    /** Admits in real decisions the GPA and GRE averages come from; 0: the sample's own figures. */
    reportedAdmits: p.integer().default(0),
    /**
     * How selective the program is, learned from real decisions (docs/scoring.md, "Selectivity"):
     * the level's logit and its standard deviation; null: not known.
     */
    selectivityLogit: p.double().nullable(),
    selectivitySd: p.double().nullable(),
    /** Reported decisions at the program the level was learned from; 0: borrowed from similar ones. */
    selectivityDecisions: p.integer().default(0),
    /** Reported decisions at its university, any program. */
    selectivityUniversityDecisions: p.integer().default(0),
    /** Where the program's figures and deadlines come from, and the day someone checked them. */
    sourceUrl: p.string().length(500).nullable(),
    verifiedAt: p.string().columnType("date").nullable(),
    /**
     * Set when an import dropped the course while students' rows still point at it: search
     * leaves it out, those rows stay readable (db/catalogue-moves.ts).
     */
    retiredAt: p.datetime().nullable(),
  },
});
export type ICourse = InferEntity<typeof Course>;
