/** A graduate program (course) of a university; program-level figures are sample data. */
import type { Deadlines } from "@gradplan/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { University } from "./university.entity";

export interface GreRequirement {
  international: string;
  domestic: string;
}

export const Course = defineEntity({
  name: "Course",
  tableName: "course",
  // Search pages walk this index in ranking order and stop after a page.
  indexes: [{ properties: ["courseRanking", "id"] }],
  properties: {
    id: p.integer().primary().autoincrement(false),
    university: () => p.manyToOne(University).index(),
    courseName: p.string().length(200),
    degreeCode: p.string().length(4).index(),
    degree: p.string().length(20),
    courseRanking: p.integer().index(),
    tuition: p.integer().index(),
    courseDurationMonths: p.integer(),
    acceptanceRate: p.decimal("number").precision(5).scale(2),
    greAvg: p.integer().nullable().index(),
    greMin: p.integer().nullable(),
    gpaAvg: p.decimal("number").precision(3).scale(2).index(),
    gpaMin: p.decimal("number").precision(3).scale(2),
    toeflMin: p.integer().index(),
    ieltsMin: p.decimal("number").precision(2).scale(1).index(),
    greRequired: p.json<GreRequirement>(),
    networkBuilding: p.string().length(20),
    deadlines: p.json<Deadlines>(),
    /** Admits in real decisions the GPA and GRE averages come from; 0: the sample's own figures. */
    reportedAdmits: p.integer().default(0),
    /** Where the program's figures and deadlines come from, and the day someone checked them. */
    sourceUrl: p.string().length(500).nullable(),
    verifiedAt: p.string().columnType("date").nullable(),
  },
});
export type ICourse = InferEntity<typeof Course>;
