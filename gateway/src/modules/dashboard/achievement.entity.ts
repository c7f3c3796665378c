/**
 * Badges and awards a student has earned (docs/dashboard.md): one row each, never two (the key
 * is part of the primary key), kept when the data that earned it later changes.
 */
import type { AchievementKey, AchievementKind } from "@gradplan/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { Student } from "../auth/student.entity";

export const StudentAchievement = defineEntity({
  name: "StudentAchievement",
  tableName: "student_achievement",
  properties: {
    student: () => p.manyToOne(Student).primary().deleteRule("cascade"),
    key: p.string().length(40).primary().$type<AchievementKey>(),
    kind: p.string().length(10).$type<AchievementKind>(),
    earnedAt: p.datetime(),
  },
});
export type IStudentAchievement = InferEntity<typeof StudentAchievement>;
